import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import { queueStaffMail } from "../enquiries/outbox.ts";

/** A reset link works once, for this long after its mail is written. */
export const PASSWORD_RESET_HOURS = 1;

export type PasswordReset = { userId: string; email: string; tokenHash: string };

/** Sent reset mails and expired links are deleted once this old, as later requests come. */
const KEEP_FINISHED_MS = 24 * 3600_000;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Password reset links, stored by the hash of their token. A request only queues an outbox job
 * naming the address; the token is made when the worker writes the mail, so it exists in clear
 * only in that mail (never in the outbox) and a newer mail replaces the person's older links.
 */
export function createPasswordResets(db: Db) {
  async function activePerson(email: string) {
    return db
      .selectFrom("staff_users")
      .select(["id", "email"])
      .where("email", "=", email.toLowerCase())
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
  }

  return {
    /**
     * Queues a reset mail for any address and says whether it is an active person's. Known and
     * unknown addresses do the same reads and writes, so the answer's time tells nothing; the worker
     * writes a mail only to an active person (`issue`) and gives the other jobs up unsent.
     */
    async request(email: string, now = new Date()): Promise<boolean> {
      const person = await activePerson(email);
      // Finished reset mails are of no further use; dropping them here keeps no address longer than needed.
      await db
        .deleteFrom("enquiry_outbox")
        .where("kind", "=", "password-reset")
        .where("created_at", "<", new Date(now.getTime() - KEEP_FINISHED_MS).toISOString())
        .where((eb) => eb.or([eb("sent_at", "is not", null), eb("given_up_at", "is not", null)]))
        .execute();
      await queueStaffMail(db, "password-reset", email.toLowerCase(), now);
      return person !== undefined;
    },

    /** A new token for the mail being written; undefined when the person is gone or deactivated. */
    async issue(email: string, now = new Date()): Promise<string | undefined> {
      const person = await activePerson(email);
      if (!person) return undefined;
      // Lower-case hex: the site redirects addresses with capitals to lower case (decision 022).
      const token = randomBytes(32).toString("hex");
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("staff_password_resets")
          .where((eb) =>
            eb.or([
              eb.and([eb("user_id", "=", person.id), eb("used_at", "is", null)]),
              eb("expires_at", "<", new Date(now.getTime() - KEEP_FINISHED_MS).toISOString()),
            ]),
          )
          .execute();
        await trx
          .insertInto("staff_password_resets")
          .values({
            token_hash: hashOf(token),
            user_id: person.id,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3600_000).toISOString(),
            used_at: null,
          })
          .execute();
      });
      return token;
    },

    /** The open reset of a token: unused, not expired, and its person still active. */
    async find(token: string, now = new Date()): Promise<PasswordReset | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const row = await db
        .selectFrom("staff_password_resets")
        .innerJoin("staff_users", "staff_users.id", "staff_password_resets.user_id")
        .select(["staff_password_resets.token_hash", "staff_users.id", "staff_users.email"])
        .where("staff_password_resets.token_hash", "=", hashOf(token))
        .where("staff_password_resets.used_at", "is", null)
        .where("staff_password_resets.expires_at", ">", now.toISOString())
        .where("staff_users.deactivated_at", "is", null)
        .executeTakeFirst();
      return row && { userId: row.id, email: row.email, tokenHash: row.token_hash };
    },

    /** Marks it used; false when another request used it first. */
    async markUsed(reset: PasswordReset, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("staff_password_resets")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", reset.tokenHash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
