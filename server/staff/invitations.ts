import { createHash, randomBytes } from "node:crypto";
import { isRole, type Role } from "#shared/staff/roles.ts";
import type { Db } from "../db/database.ts";
import { queueStaffMail } from "../enquiries/outbox.ts";

/** An invitation link works once, for this long. */
export const INVITATION_HOURS = 72;

export type Invitation = { email: string; role: Role; tokenHash: string; createdAt: string };

/** An invitation not yet accepted, as the people page lists it; `expired` ones can be resent. */
export type PendingInvitation = {
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function newToken(): string {
  // Lower-case hex: the site redirects addresses with capitals to lower case (decision 022).
  return randomBytes(32).toString("hex");
}

const TOKEN = /^[0-9a-f]{64}$/;

/** Thrown inside the transaction so that it rolls back. */
class LinkGone extends Error {}

/**
 * Invitations are stored by the hash of their token: a database copy does not give anyone a link.
 * An address has at most one open invitation, which may have two links, each a row: the one shown
 * once to whoever invited, and the one its mail carries, made as the mail is written (decision 102).
 * The rows of one invitation share its address and creation time; accepting either uses both.
 */
export function createInvitations(db: Db, onMailQueued?: () => void) {
  async function isActivePerson(email: string): Promise<boolean> {
    const active = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", email.toLowerCase())
      .where("deactivated_at", "is", null)
      .executeTakeFirst();
    return active !== undefined;
  }

  /** Replaces the address's open invitation with a new one and queues its mail, in one transaction. */
  async function issue(email: string, role: Role, invitedBy: string | null, now: Date): Promise<string> {
    const token = newToken();
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
      await queueStaffMail(trx, "staff-invitation", email, now);
    });
    onMailQueued?.();
    return token;
  }

  return {
    /**
     * A new one-time token for `email`, also mailed; earlier unused invitations for that address stop working.
     * None for an active person's address (issue 30, item 4): accepting it would replace their name,
     * role and password behind their back; a role is changed on the people page, a password reset.
     */
    async create(
      email: string,
      role: Role,
      invitedBy: string | null,
      now = new Date(),
    ): Promise<{ token: string } | { refused: "active-person" }> {
      if (await isActivePerson(email)) return { refused: "active-person" };
      return { token: await issue(email, role, invitedBy, now) };
    },

    /**
     * The address's open invitation again, with a new token, a new expiry and a new mail: every link
     * it had stops working. Undefined when there is none (revoked or accepted meanwhile).
     */
    async resend(
      email: string,
      invitedBy: string | null,
      now = new Date(),
    ): Promise<{ token: string; role: Role } | { refused: "active-person" } | undefined> {
      const open = await db
        .selectFrom("staff_invitations")
        .select("role")
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      if (!open || !isRole(open.role)) return undefined;
      if (await isActivePerson(email)) return { refused: "active-person" };
      return { token: await issue(email, open.role, invitedBy, now), role: open.role };
    },

    /** Every link of the address's open invitation stops working; false when there was none. */
    async revoke(email: string): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_invitations")
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Open invitations, one per address, newest first. */
    async pending(now = new Date()): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom("staff_invitations")
        .leftJoin("staff_users", "staff_users.id", "staff_invitations.invited_by")
        .select([
          "staff_invitations.email",
          "staff_invitations.role",
          "staff_users.email as inviter",
          "staff_invitations.created_at",
          "staff_invitations.expires_at",
        ])
        .where("staff_invitations.accepted_at", "is", null)
        .orderBy("staff_invitations.created_at", "desc")
        .orderBy("staff_invitations.email")
        .execute();
      const byEmail = new Map<string, PendingInvitation>();
      for (const row of rows) {
        if (byEmail.has(row.email) || !isRole(row.role)) continue;
        byEmail.set(row.email, {
          email: row.email,
          role: row.role,
          invitedBy: row.inviter,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          expired: row.expires_at <= now.toISOString(),
        });
      }
      return [...byEmail.values()];
    },

    /**
     * The token of the link a mail being written carries: a second link to the address's open
     * invitation, expiring with it. Undefined when there is none (revoked, accepted, expired).
     */
    async mailedLink(
      email: string,
      now = new Date(),
    ): Promise<{ token: string; expiresAt: string } | undefined> {
      const open = await db
        .selectFrom("staff_invitations")
        .select(["role", "invited_by", "created_at", "expires_at"])
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      if (!open) return undefined;
      const token = newToken();
      await db
        .insertInto("staff_invitations")
        .values({ ...open, token_hash: hashOf(token), email, accepted_at: null })
        .execute();
      return { token, expiresAt: open.expires_at };
    },

    /** The open invitation of a token, if it is unused and not expired. */
    async find(token: string, now = new Date()): Promise<Invitation | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const row = await db
        .selectFrom("staff_invitations")
        .select(["email", "role", "token_hash", "created_at"])
        .where("token_hash", "=", hashOf(token))
        .where("accepted_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      if (!row || !isRole(row.role)) return undefined;
      return { email: row.email, role: row.role, tokenHash: row.token_hash, createdAt: row.created_at };
    },

    /**
     * Marks the invitation used, every link of it at once; false when another request used it
     * first, or it was resent or revoked since. One update of all its rows, so of two requests
     * with its two links exactly one gets it.
     */
    async markAccepted(invitation: Invitation, now = new Date()): Promise<boolean> {
      try {
        return await db.transaction().execute(async (trx) => {
          const used = await trx
            .updateTable("staff_invitations")
            .set({ accepted_at: now.toISOString() })
            .where("email", "=", invitation.email)
            .where("created_at", "=", invitation.createdAt)
            .where("accepted_at", "is", null)
            .returning("token_hash")
            .execute();
          if (!used.some((row) => row.token_hash === invitation.tokenHash)) throw new LinkGone();
          return true;
        });
      } catch (error) {
        if (error instanceof LinkGone) return false;
        throw error;
      }
    },
  };
}
