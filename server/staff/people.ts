import { isRole, type Role } from "#shared/staff/roles.ts";
import type { Db } from "../db/database.ts";
import { type AuthTime, isoTime } from "./tables.ts";

export type StaffPerson = {
  id: string;
  name: string;
  email: string;
  role: Role;
  deactivatedAt: string | null;
  createdAt: string;
};

export type StaffPasskey = { id: string; name: string | null; createdAt: string | null };

function person(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  deactivated_at: AuthTime | null;
  created_at: AuthTime;
}): StaffPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // A role that is no longer in the table grants nothing (sales has the fewest permissions left).
    role: isRole(row.role) ? row.role : "sales",
    deactivatedAt: row.deactivated_at ? isoTime(row.deactivated_at) : null,
    createdAt: isoTime(row.created_at),
  };
}

/** The people of the console and their passkeys, as admins and the account page manage them. */
export function createPeople(db: Db) {
  const columns = ["id", "name", "email", "role", "deactivated_at", "created_at"] as const;
  return {
    async list(): Promise<StaffPerson[]> {
      const rows = await db.selectFrom("staff_users").select(columns).orderBy("email").execute();
      return rows.map(person);
    },

    async find(id: string): Promise<StaffPerson | undefined> {
      const row = await db.selectFrom("staff_users").select(columns).where("id", "=", id).executeTakeFirst();
      return row ? person(row) : undefined;
    },

    async findByEmail(email: string): Promise<StaffPerson | undefined> {
      const row = await db
        .selectFrom("staff_users")
        .select(columns)
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst();
      return row ? person(row) : undefined;
    },

    async isActive(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("staff_users")
        .select("deactivated_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined && row.deactivated_at === null;
    },

    async changeRole(id: string, role: Role): Promise<void> {
      await db
        .updateTable("staff_users")
        .set({ role, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    /** Marks the person deactivated and ends every session of theirs at once. */
    async deactivate(id: string, now = new Date()): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_users")
          .set({ deactivated_at: now.toISOString(), updated_at: now.toISOString() })
          .where("id", "=", id)
          .execute();
        await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
      });
    },

    async endSessions(userId: string): Promise<void> {
      await db.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
    },

    async endSession(sessionId: string): Promise<void> {
      await db.deleteFrom("staff_sessions").where("id", "=", sessionId).execute();
    },

    async passkeys(userId: string): Promise<StaffPasskey[]> {
      const rows = await db
        .selectFrom("staff_passkeys")
        .select(["id", "name", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at ? isoTime(row.created_at) : null,
      }));
    },

    /** Removes one of the person's own passkeys; false when it is not theirs. */
    async removePasskey(userId: string, passkeyId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_passkeys")
        .where("id", "=", passkeyId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
