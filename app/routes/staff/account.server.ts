import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { wantsPasskeysRemoved } from "#shared/staff/forms.ts";
import { mayAddPasskey } from "#shared/staff/passkey-proof.ts";
import { STAFF_ACCOUNT_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/account.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, STAFF_PAGES[STAFF_ACCOUNT_PATH]);
  const passkeys = await context.get(servicesContext).staff.people.passkeys(user.id);
  const welcome = new URL(request.url).searchParams.has("welcome");
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    passkeys,
    welcome,
    mayAddPasskey: mayAddPasskey(user.signedInAt),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, STAFF_ACCOUNT_PATH);
  const address = clientAddress(context);
  if (intent === "remove-passkey") {
    const passkeyId = String(form.get("passkeyId") ?? "");
    if (!(await staff.people.removePasskey(user.id, passkeyId)))
      throw data("No such passkey.", { status: 404 });
    await staff.audit.record({ kind: "passkey-removed", actor: user, subject: user.email, address });
    throw redirect(STAFF_ACCOUNT_PATH);
  }
  const cookies = await staff.signOut(user, request.headers, intent === "sign-out-everywhere", address, {
    removePasskeys: wantsPasskeysRemoved(form),
  });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  throw redirect(STAFF_SIGN_IN_PATH, { headers });
}
