import { createHash, randomBytes } from "node:crypto";
import { isRole, type Role } from "#shared/staff/roles.ts";
import type { Db } from "../db/database.ts";

/** An invitation link works once, for this long. */
export const INVITATION_HOURS = 72;

export type Invitation = { email: string; role: Role; tokenHash: string };

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const TOKEN = /^[0-9a-f]{64}$/;

/** Invitations are stored by the hash of their token: a database copy does not give anyone a link. */
export function createInvitations(db: Db) {
  return {
    /**
     * A new one-time token for `email`; earlier unused invitations for that address stop working.
     * None for an active person's address (issue 30, item 4): accepting it would replace their name,
     * role and password behind their back; a role is changed on the people page, a password reset.
     */
    async create(
      email: string,
      role: Role,
      invitedBy: string | null,
      now = new Date(),
    ): Promise<{ token: string } | { refused: "active-person" }> {
      // Lower-case hex: the site redirects addresses with capitals to lower case (decision 022).
      const token = randomBytes(32).toString("hex");
      const active = await db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", email.toLowerCase())
        .where("deactivated_at", "is", null)
        .executeTakeFirst();
      if (active) return { refused: "active-person" };
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("staff_invitations")
          .where("email", "=", email)
          .where("accepted_at", "is", null)
          .execute();
        await trx
          .insertInto("staff_invitations")
          .values({
            token_hash: hashOf(token),
            email,
            role,
            invited_by: invitedBy,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + INVITATION_HOURS * 3600_000).toISOString(),
            accepted_at: null,
          })
          .execute();
      });
      return { token };
    },

    /** The open invitation of a token, if it is unused and not expired. */
    async find(token: string, now = new Date()): Promise<Invitation | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const row = await db
        .selectFrom("staff_invitations")
        .select(["email", "role", "token_hash"])
        .where("token_hash", "=", hashOf(token))
        .where("accepted_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      if (!row || !isRole(row.role)) return undefined;
      return { email: row.email, role: row.role, tokenHash: row.token_hash };
    },

    /** Marks it used; false when another request used it first. */
    async markAccepted(invitation: Invitation, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("staff_invitations")
        .set({ accepted_at: now.toISOString() })
        .where("token_hash", "=", invitation.tokenHash)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
