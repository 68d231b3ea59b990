import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";

/** Failed sign-ins for one account within the window before it is refused (issue 14). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failed sign-ins from one client address within the window, whatever the accounts. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The account's e-mail (none for a passkey, whose account is unknown until it works) and the address's key. */
export type SignInKeys = { email?: string | undefined; addressKey: string };

/** One attempt's place in the counts: refused at once, or counted until it is known to have worked. */
export type SignInAttempt = {
  /** Seconds until an attempt for these keys may be tried again; 0 when this one may go ahead. */
  retryAfterSeconds: number;
  /** Which limit refused it: the account's (its e-mail is what the refusal is about) or the address's. */
  refusedBy: "account" | "address" | undefined;
  /** The attempt worked: it takes its place in the counts back. */
  succeeded(): Promise<void>;
};

/**
 * Failed sign-ins counted in the database, so every instance sees the same counts. An attempt
 * takes its place in the counts before it is checked and keeps it unless it works (decision 090):
 * a burst of attempts, on one instance or several, cannot all pass a check made before any of them
 * failed. Once a key reaches its limit, attempts are refused until its latest failure is a window
 * old (refused attempts are not counted, so the lock lasts one window). A `scope` counts other
 * attempts the same way in the same table (password reset requests keep every place they take).
 */
export function createSignInLimit(db: Db, scope = "") {
  const accountKey = (email: string) => `${scope}account:${email.toLowerCase()}`;
  const addressKey = (key: string) => `${scope}address:${key}`;

  /** Seconds the key is locked for, counting every place taken in the window but `attempt`'s own. */
  async function lockedFor(key: string, limit: number, attempt: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const rows = await db
      .selectFrom("staff_sign_in_failures")
      .select(["failed_at", "attempt"])
      .where("key", "=", key)
      .where("failed_at", ">", since)
      .orderBy("failed_at", "desc")
      .limit(limit + 1)
      .execute();
    const others = rows.filter((row) => row.attempt !== attempt);
    const latest = others[0];
    if (others.length < limit || !latest) return 0;
    return Math.max(1, Math.ceil((Date.parse(latest.failed_at) + FAILURE_WINDOW_MS - now.getTime()) / 1000));
  }

  const takeBack = (attempt: string) =>
    db.deleteFrom("staff_sign_in_failures").where("attempt", "=", attempt).execute();

  return {
    async attempt({ email, addressKey: address }: SignInKeys, now = new Date()): Promise<SignInAttempt> {
      const attempt = randomUUID();
      const takenAt = now.toISOString();
      await db
        .insertInto("staff_sign_in_failures")
        .values([
          ...(email ? [{ key: accountKey(email), failed_at: takenAt, attempt }] : []),
          { key: addressKey(address), failed_at: takenAt, attempt },
        ])
        .execute();
      // Counted only once this attempt's own place is stored: of any number at once, the ones
      // beyond the limit see at least the limit's worth of others.
      const [account, client] = await Promise.all([
        email ? lockedFor(accountKey(email), ACCOUNT_FAILURE_LIMIT, attempt, now) : 0,
        lockedFor(addressKey(address), ADDRESS_FAILURE_LIMIT, attempt, now),
      ]);
      const retryAfterSeconds = Math.max(account, client);
      const refusedBy = client > 0 ? "address" : account > 0 ? "account" : undefined;
      if (retryAfterSeconds > 0) await takeBack(attempt);
      // Old rows are of no further use; dropping them here keeps the table small.
      await db
        .deleteFrom("staff_sign_in_failures")
        .where("failed_at", "<", new Date(now.getTime() - 2 * FAILURE_WINDOW_MS).toISOString())
        .execute();
      return { retryAfterSeconds, refusedBy, succeeded: () => takeBack(attempt).then(() => undefined) };
    },
  };
}
