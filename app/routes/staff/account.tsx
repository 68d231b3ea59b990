import { useState } from "react";
import { useNavigate } from "react-router";
import { formatLongDate } from "#shared/site/date-format.ts";
import { PASSKEY_PROOF_EXPIRED } from "#shared/staff/passkey-proof.ts";
import { STAFF_ACCOUNT_PATH } from "#shared/staff/paths.ts";
import { ROLE_LABELS } from "#shared/staff/roles.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { PasskeyRemovalChoice } from "../../staff/passkey-removal-choice.tsx";
import { addPasskey } from "../../staff/passkeys.ts";
import { useStaffLayout } from "../../staff/staff-data.ts";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/account.ts";

export { action, loader } from "./account.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

function AddPasskey() {
  const { xsrfToken } = useStaffLayout();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  async function add() {
    setMessage(undefined);
    try {
      await addPasskey(xsrfToken, navigator.platform || "Passkey");
      setMessage({ text: "Passkey added. Next time, sign in with it.", failed: false });
      // Reloads the page's data (the new passkey in the list) without a full page load.
      await navigate(STAFF_ACCOUNT_PATH, { replace: true, preventScrollReset: true });
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      const refusal = error instanceof Error && error.message === PASSKEY_PROOF_EXPIRED;
      setMessage({
        text: cancelled
          ? "No passkey was added."
          : refusal
            ? PASSKEY_PROOF_EXPIRED
            : "The passkey could not be added.",
        failed: true,
      });
    }
  }
  return (
    <>
      <p>
        <button type="button" className="staff-button" onClick={add}>
          Add a passkey
        </button>
      </p>
      {message && (
        <p className={message.failed ? "staff-error" : "staff-notice"} role="status">
          {message.text}
        </p>
      )}
    </>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <>
      <h1>Your account</h1>
      {loaderData.welcome && (
        <p className="staff-notice">
          Your account is ready. A passkey lets you sign in on this device without your password.
        </p>
      )}
      <p>
        {loaderData.name}, {loaderData.email}: {ROLE_LABELS[loaderData.role]}.
      </p>
      <h2>Passkeys</h2>
      {loaderData.passkeys.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul>
          {loaderData.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <StaffForm intent="remove-passkey" className="staff-inline">
                <span>
                  {passkey.name ?? "Passkey"}
                  {passkey.createdAt ? `, added ${formatLongDate(passkey.createdAt.slice(0, 10))}` : ""}
                </span>
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <button type="submit" className="staff-button staff-button--quiet">
                  Remove
                </button>
              </StaffForm>
            </li>
          ))}
        </ul>
      )}
      {!loaderData.mayAddPasskey ? (
        <p>{PASSKEY_PROOF_EXPIRED}</p>
      ) : hydrated ? (
        <AddPasskey />
      ) : (
        <p>Adding a passkey needs JavaScript.</p>
      )}
      <h2>Sign out everywhere</h2>
      <p>"Sign out" at the top ends this session; this ends your sessions on every device.</p>
      <StaffForm intent="sign-out-everywhere">
        <PasskeyRemovalChoice passkeys={loaderData.passkeys} />
        <p>
          <button type="submit" className="staff-button staff-button--quiet">
            Sign out everywhere
          </button>
        </p>
      </StaffForm>
    </>
  );
}
