import { formatLongDate } from "#shared/site/date-format.ts";
import { REMOVE_PASSKEYS_FIELD } from "#shared/staff/forms.ts";

type Passkey = { id: string; name: string | null; createdAt: string | null };

/**
 * Offered where sessions end for safety's sake (sign out everywhere, a password reset): a passkey
 * added from a stolen session would outlive both (issue 30, item 2). Each is listed with the day it
 * was added, so the person can tell one they did not add.
 */
export function PasskeyRemovalChoice({ passkeys }: { passkeys: Passkey[] }) {
  if (passkeys.length === 0) return null;
  return (
    <fieldset className="staff-group">
      <legend>Your passkeys</legend>
      <ul>
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            {passkey.name ?? "Passkey"}
            {passkey.createdAt ? `, added ${formatLongDate(passkey.createdAt.slice(0, 10))}` : ""}
          </li>
        ))}
      </ul>
      <label className="staff-check">
        <input type="checkbox" name={REMOVE_PASSKEYS_FIELD} value="yes" />
        {passkeys.length === 1 ? "Remove this passkey too" : `Remove these ${passkeys.length} passkeys too`}
      </label>
    </fieldset>
  );
}
