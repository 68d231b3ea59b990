import { Link } from "react-router";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { EmailField } from "../../staff/email-field.tsx";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/password-reset.ts";

export { action, headers, loader } from "./password-reset.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Reset your password");

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  if (actionData?.sent)
    return (
      <>
        <h1>Check your e-mail</h1>
        <p role="status">
          If {actionData.email} belongs to an account of the staff console, a link to choose a new password is
          on its way to it. The link works once, within an hour.
        </p>
        <p>
          <Link to={STAFF_SIGN_IN_PATH}>Back to sign-in</Link>
        </p>
      </>
    );
  return (
    <>
      <h1>Reset your password</h1>
      <p>Enter the e-mail address of your account: we will send you a link to choose a new password.</p>
      {actionData?.message && (
        <p className="staff-error" role="alert">
          {actionData.message}
        </p>
      )}
      <StaffForm aria-label="Ask for a password reset link">
        <EmailField defaultValue={actionData?.email} error={errors.email} />
        <p>
          <button type="submit" className="staff-button">
            Send me a link
          </button>
        </p>
      </StaffForm>
      <p>
        <Link to={STAFF_SIGN_IN_PATH}>Back to sign-in</Link>
      </p>
    </>
  );
}
