import { data } from "react-router";
import { z } from "zod";
import { servicesContext } from "../../../server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "../../../server/staff/access.ts";
import { erasePersonalData, findPersonalData } from "../../../server/staff/leads/personal-data.ts";
import { STAFF_PAGES } from "../../../shared/staff/console-routes.ts";
import { PERSONAL_DATA_PATH } from "../../../shared/staff/leads/paths.ts";
import { PersonalDataEmailSchema } from "../../../shared/staff/leads/personal-data.ts";
import type { Route } from "./+types/enquiries-personal-data.ts";

export type PersonalDataActionData =
  | { outcome: "erased"; email: string; references: string[] }
  | { outcome: "refused"; message: string };

/** Erasing asks twice: the form's confirmation box must be ticked. */
const EraseSchema = z.object({
  email: PersonalDataEmailSchema,
  confirm: z.literal("yes", { error: "Tick the box to confirm the erasure." }),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PERSONAL_DATA_PATH]);
  const raw = new URL(request.url).searchParams.get("email");
  if (raw === null || raw.trim() === "") return { email: "", error: null, found: null };
  const email = PersonalDataEmailSchema.safeParse(raw);
  if (!email.success) {
    return { email: raw, error: email.error.issues[0]?.message ?? "Enter an e-mail address.", found: null };
  }
  const found = await findPersonalData(context.get(servicesContext).database, email.data);
  return {
    email: email.data,
    error: null,
    found: {
      enquiries: found.enquiries.map((lead) => ({
        reference: lead.reference,
        createdAt: lead.createdAt,
        type: lead.type,
        erased: lead.erasure !== null,
      })),
      notesMentioning: found.notesMentioning.length,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff } = context.get(servicesContext);
  const { user, form } = await requireStaffForm(request, context, PERSONAL_DATA_PATH);
  const parsed = EraseSchema.safeParse({ email: form.get("email"), confirm: form.get("confirm") ?? "" });
  if (!parsed.success) {
    const answer: PersonalDataActionData = {
      outcome: "refused",
      message: parsed.error.issues[0]?.message ?? "Enter the person's e-mail address.",
    };
    return data(answer, { status: 400 });
  }
  const { references } = await erasePersonalData(database, {
    email: parsed.data.email,
    erasedBy: user.id,
    now: new Date(),
  });
  await staff.audit.record({
    kind: "lead-erased",
    actor: user,
    subject: parsed.data.email,
    address: clientAddress(context),
    detail: { references: references.join(" ") || "(none)" },
  });
  const answer: PersonalDataActionData = { outcome: "erased", email: parsed.data.email, references };
  return answer;
}
