import type { Db } from "../db/database.ts";

/** Failed sign-ins for one account within the window before it is refused (issue 14). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failed sign-ins from one client address within the window, whatever the accounts. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The account's e-mail (none for a passkey, whose account is unknown until it works) and the address's key. */
export type SignInKeys = { email?: string | undefined; addressKey: string };

/**
 * Failed sign-ins counted in the database, so every instance sees the same counts. Once a key
 * reaches its limit, attempts are refused until its latest failure is a window old (refused
 * attempts are not counted, so the lock lasts one window). A `scope` counts other attempts the
 * same way in the same table (password reset requests count every request).
 */
export function createSignInLimit(db: Db, scope = "") {
  const accountKey = (email: string) => `${scope}account:${email.toLowerCase()}`;
  const addressKey = (key: string) => `${scope}address:${key}`;
  async function lockedFor(key: string, limit: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const rows = await db
      .selectFrom("staff_sign_in_failures")
      .select("failed_at")
      .where("key", "=", key)
      .where("failed_at", ">", since)
      .orderBy("failed_at", "desc")
      .limit(limit)
      .execute();
    const latest = rows[0];
    if (rows.length < limit || !latest) return 0;
    return Math.max(1, Math.ceil((Date.parse(latest.failed_at) + FAILURE_WINDOW_MS - now.getTime()) / 1000));
  }

  return {
    /** Seconds until a sign-in for these keys may be tried again; 0 when it may be now. */
    async retryAfterSeconds({ email, addressKey: address }: SignInKeys, now = new Date()): Promise<number> {
      const [account, client] = await Promise.all([
        email ? lockedFor(accountKey(email), ACCOUNT_FAILURE_LIMIT, now) : 0,
        lockedFor(addressKey(address), ADDRESS_FAILURE_LIMIT, now),
      ]);
      return Math.max(account, client);
    },

    async recordFailure({ email, addressKey: address }: SignInKeys, now = new Date()): Promise<void> {
      const failedAt = now.toISOString();
      await db
        .insertInto("staff_sign_in_failures")
        .values([
          ...(email ? [{ key: accountKey(email), failed_at: failedAt }] : []),
          { key: addressKey(address), failed_at: failedAt },
        ])
        .execute();
      // Old rows are of no further use; dropping them here keeps the table small.
      await db
        .deleteFrom("staff_sign_in_failures")
        .where("failed_at", "<", new Date(now.getTime() - 2 * FAILURE_WINDOW_MS).toISOString())
        .execute();
    },
  };
}
