import { useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { isStaffReturnPath, STAFF_PASSWORD_RESET_PATH, STAFF_PATH } from "#shared/staff/paths.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { EmailField } from "../../staff/email-field.tsx";
import { signInWithPasskey } from "../../staff/passkeys.ts";
import { useStaffLayout } from "../../staff/staff-data.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/sign-in.ts";

export { action, headers, loader } from "./sign-in.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

/** A passkey needs the browser's WebAuthn API, so its button appears once the page's script runs. */
function PasskeySignIn() {
  const { xsrfToken } = useStaffLayout();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string>();
  const next = new URLSearchParams(search).get("next");
  async function signIn() {
    setProblem(undefined);
    try {
      await signInWithPasskey(xsrfToken);
      window.location.assign(next && isStaffReturnPath(next) ? next : STAFF_PATH);
    } catch (error) {
      setProblem(
        error instanceof Error && error.name !== "NotAllowedError"
          ? error.message
          : "The passkey sign-in was cancelled.",
      );
    }
  }
  return (
    <>
      <p>
        <button type="button" className="staff-button" onClick={signIn}>
          Sign in with a passkey
        </button>
      </p>
      {problem && (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      )}
      <p className="staff-divider">or with your e-mail address and password:</p>
    </>
  );
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { search } = useLocation();
  const errors = actionData?.errors ?? {};
  return (
    <>
      <h1>Sign in to the staff console</h1>
      {new URLSearchParams(search).has("reset") && (
        <p role="status">
          Your password is changed and you are signed out everywhere: sign in with the new one.
        </p>
      )}
      {hydrated && <PasskeySignIn />}
      {actionData?.message && (
        <p className="staff-error" role="alert">
          {actionData.message}
        </p>
      )}
      <StaffForm aria-label="Sign in with e-mail and password">
        <EmailField defaultValue={actionData?.email} error={errors.email} autoComplete="username webauthn" />
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
          />
          <FieldError id="password-error" message={errors.password} />
        </label>
        <p>
          <button type="submit" className="staff-button" disabled={navigation.state === "submitting"}>
            Sign in
          </button>
        </p>
      </StaffForm>
      <p>
        <Link to={STAFF_PASSWORD_RESET_PATH}>Forgot your password?</Link>
      </p>
    </>
  );
}
