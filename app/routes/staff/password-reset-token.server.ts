import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireFormToken } from "#server/staff/access.ts";
import { fieldErrors, PasswordResetSchema, wantsPasskeysRemoved } from "#shared/staff/forms.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import type { Route } from "./+types/password-reset-token.ts";

type PasswordResetData = { errors: Record<string, string> };

const GONE = "This reset link has expired or has already been used. Ask for a new one on the sign-in page.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { staff } = context.get(servicesContext);
  const reset = await staff.passwordResets.find(params.token);
  if (!reset) throw data(GONE, { status: 410 });
  return { email: reset.email, passkeys: await staff.people.passkeys(reset.userId) };
}

/** Sets the new password, ends every session of the person and sends them to sign in again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = context.get(servicesContext);
  const form = await request.formData();
  requireFormToken(request, form);
  const reset = await staff.passwordResets.find(params.token);
  if (!reset) throw data(GONE, { status: 410 });
  const parsed = PasswordResetSchema.safeParse({ password: form.get("password") });
  if (!parsed.success) {
    const answer: PasswordResetData = { errors: fieldErrors(parsed.error) };
    return data(answer, { status: 400 });
  }
  const removePasskeys = wantsPasskeysRemoved(form);
  if (!(await staff.resetPassword(reset, parsed.data.password, clientAddress(context), { removePasskeys }))) {
    throw data(GONE, { status: 410 });
  }
  throw redirect(`${STAFF_SIGN_IN_PATH}?reset=1`);
}
