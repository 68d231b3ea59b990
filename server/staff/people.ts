import { sql, type Transaction } from "kysely";
import { isRole, type Role } from "#shared/staff/roles.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { type AuthTime, isoTime } from "./tables.ts";

/** What a role change or a deactivation may answer instead of doing it. */
export type PeopleChange = "done" | "last-admin";

/** Serialises the changes that could leave no admin, on PostgreSQL across instances. */
const ADMIN_CHANGE_LOCK = 7_340_021;

/** Thrown inside the transaction so that it rolls back. */
class LastAdmin extends Error {}

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

/**
 * The people of the console and their passkeys, as admins and the account page manage them. A
 * change that would leave no active admin is refused: it is made, the admins are counted inside the
 * same transaction, and it is undone when it took the last one (issue 30, item 5). Two admins demoting each
 * other at once are taken one after the other: by the lock on PostgreSQL, by SQLite's one writer.
 */
export function createPeople(database: DatabaseHandle) {
  const { db } = database;
  const columns = ["id", "name", "email", "role", "deactivated_at", "created_at"] as const;

  async function keepingAnAdmin(
    id: string,
    change: (tx: Transaction<Database>) => Promise<void>,
  ): Promise<PeopleChange> {
    try {
      return await db.transaction().execute(async (tx) => {
        if (database.dialect === "postgres")
          await sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`.execute(tx);
        // A write first, which on SQLite takes the one writer's lock before anything is read, and
        // tells whether the person is an active admin: only then can the change leave none.
        const admin = await tx
          .updateTable("staff_users")
          .set({ updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .where("role", "=", "admin")
          .where("deactivated_at", "is", null)
          .executeTakeFirst();
        await change(tx);
        if (Number(admin.numUpdatedRows) === 0) return "done" as const;
        const admins = await tx
          .selectFrom("staff_users")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("role", "=", "admin")
          .where("deactivated_at", "is", null)
          .executeTakeFirstOrThrow();
        if (Number(admins.count) === 0) throw new LastAdmin();
        return "done" as const;
      });
    } catch (error) {
      if (error instanceof LastAdmin) return "last-admin";
      throw error;
    }
  }

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

    changeRole(id: string, role: Role): Promise<PeopleChange> {
      return keepingAnAdmin(id, async (tx) => {
        await tx
          .updateTable("staff_users")
          .set({ role, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
      });
    },

    /** Marks the person deactivated and ends every session of theirs at once. */
    deactivate(id: string, now = new Date()): Promise<PeopleChange> {
      return keepingAnAdmin(id, async (tx) => {
        await tx
          .updateTable("staff_users")
          .set({ deactivated_at: now.toISOString(), updated_at: now.toISOString() })
          .where("id", "=", id)
          .execute();
        await tx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
      });
    },

    /**
     * Gives a deactivated person their access back, with their role and password; their sessions
     * stay ended, so they sign in again. False when they were not deactivated.
     */
    async reactivate(id: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("staff_users")
        .set({ deactivated_at: null, updated_at: now.toISOString() })
        .where("id", "=", id)
        .where("deactivated_at", "is not", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /** Removes every passkey of the person's; how many there were. */
    async removePasskeys(userId: string): Promise<number> {
      const result = await db.deleteFrom("staff_passkeys").where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows);
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
