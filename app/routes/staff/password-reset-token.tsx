import { NewPasswordField } from "../../staff/new-password-field.tsx";
import { PasskeyRemovalChoice } from "../../staff/passkey-removal-choice.tsx";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/password-reset-token.ts";

export { action, loader } from "./password-reset-token.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Choose a new password");

export default function PasswordResetToken({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <>
      <h1>Choose a new password</h1>
      <p>
        For the account {loaderData.email}. Setting it signs you out on every device; then sign in with the
        new password.
      </p>
      <StaffForm aria-label="Choose a new password">
        <NewPasswordField label="New password" error={errors.password} />
        <PasskeyRemovalChoice passkeys={loaderData.passkeys} />
        <p>
          <button type="submit" className="staff-button">
            Set the new password
          </button>
        </p>
      </StaffForm>
    </>
  );
}
