import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireFormToken } from "#server/staff/access.ts";
import { AcceptInvitationSchema, fieldErrors } from "#shared/staff/forms.ts";
import { STAFF_ACCOUNT_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/invitation.ts";

type InvitationActionData = { errors: Record<string, string>; name: string };

const GONE = "This invitation link has expired or has already been used. Ask an admin for a new one.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await context.get(servicesContext).staff.invitations.find(params.token);
  if (!invitation) throw data(GONE, { status: 410 });
  return { email: invitation.email, role: invitation.role };
}

/** Sets the name and password, signs the person in and offers a passkey on their account page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = context.get(servicesContext);
  const form = await request.formData();
  requireFormToken(request, form);
  const invitation = await staff.invitations.find(params.token);
  if (!invitation) throw data(GONE, { status: 410 });
  const name = String(form.get("name") ?? "");
  const parsed = AcceptInvitationSchema.safeParse({ name, password: form.get("password") });
  if (!parsed.success) {
    const answer: InvitationActionData = { errors: fieldErrors(parsed.error), name };
    return data(answer, { status: 400 });
  }
  if (!(await staff.acceptInvitation(invitation, parsed.data.name, parsed.data.password))) {
    throw data(GONE, { status: 410 });
  }
  await staff.audit.record({
    kind: "invitation-accepted",
    subject: invitation.email,
    address: clientAddress(context),
    detail: { role: invitation.role },
  });
  const signedIn = await staff.signInWithPassword({
    email: invitation.email,
    password: parsed.data.password,
    address: clientAddress(context),
    headers: request.headers,
  });
  const headers = new Headers();
  if (signedIn.status === "signed-in")
    for (const cookie of signedIn.setCookies) headers.append("set-cookie", cookie);
  throw redirect(`${STAFF_ACCOUNT_PATH}?welcome=1`, { headers });
}
