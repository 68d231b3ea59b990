/**
 * A passkey is added only this soon after its person proved who they are by signing in (issue 30,
 * item 2): a stolen session cookie, older than that, cannot enrol a passkey of its own.
 */
export const PASSKEY_PROOF_MINUTES = 10;

export const PASSKEY_PROOF_EXPIRED = `For your safety, a passkey can be added only within ${PASSKEY_PROOF_MINUTES} minutes of signing in: sign out, sign in again, then add it.`;

/** Whether a session signed in at `signedInAt` (ISO time) may still add a passkey at `now`. */
export function mayAddPasskey(signedInAt: string, now = new Date()): boolean {
  return now.getTime() - Date.parse(signedInAt) <= PASSKEY_PROOF_MINUTES * 60_000;
}
