import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaffForm } from "#server/staff/access.ts";
import { findPersonalData } from "#server/staff/leads/personal-data.ts";
import { PERSONAL_DATA_DOWNLOAD_PATH } from "#shared/staff/leads/paths.ts";
import { PersonalDataEmailSchema } from "#shared/staff/leads/personal-data.ts";
import type { Route } from "./+types/enquiries-personal-data-download.ts";

/**
 * Everything held about an address as a JSON file, for the person who asked (UK GDPR art. 15).
 * Posted, so the address stays out of the URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffForm(request, context, PERSONAL_DATA_DOWNLOAD_PATH);
  const email = PersonalDataEmailSchema.safeParse(form.get("email"));
  if (!email.success) throw data("Enter the person's e-mail address.", { status: 400 });
  const { database, staff } = context.get(servicesContext);
  const found = await findPersonalData(database, email.data);
  await staff.audit.record({
    kind: "leads-exported",
    actor: user,
    subject: email.data,
    address: clientAddress(context),
    detail: { format: "json", personalData: "yes" },
  });
  return new Response(`${JSON.stringify(found, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="personal-data.json"`,
    },
  });
}
