import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrations } from "#server/db/migrations/index.ts";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

/** Issue 30, item 6: entries stored before migration 0190 kept the client's address as it came. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-keys-"));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let database: DatabaseHandle;
beforeAll(async () => {
  postgres = usesPostgres() ? await createPostgresDatabase() : undefined;
  database = openDatabase({ databaseUrl: postgres?.url, dataDir });
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < "0190-audit-repeats-and-address-keys"),
  );
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
});
afterAll(async () => {
  await database.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("replaces the addresses audit entries already hold by their keyed hash", async () => {
  const { db } = database;
  // The columns of before 0190: no count, no repeat key.
  const rows = [
    { id: "a", at: "2026-11-30T10:00:00.000Z", kind: "sign-in-refused", address: "203.0.113.9" },
    { id: "b", at: "2026-11-30T10:00:01.000Z", kind: "sign-in-refused", address: "203.0.113.9" },
    { id: "c", at: "2026-11-30T10:00:02.000Z", kind: "sign-in", address: "2001:db8::1" },
    { id: "d", at: "2026-11-30T10:00:03.000Z", kind: "content-published", address: null },
  ];
  await db.insertInto("staff_audit_log").values(rows).execute();
  await migrateToLatest(db);
  const keyOf = createClientKeys(db);
  const stored = await db
    .selectFrom("staff_audit_log")
    .select(["id", "address", "count"])
    .orderBy("id")
    .execute();
  expect(stored).toEqual([
    { id: "a", address: await keyOf("203.0.113.9"), count: 1 },
    { id: "b", address: await keyOf("203.0.113.9"), count: 1 },
    { id: "c", address: await keyOf("2001:db8::1"), count: 1 },
    { id: "d", address: null, count: 1 },
  ]);
});
