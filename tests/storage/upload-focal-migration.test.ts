import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrations } from "#server/db/migrations/index.ts";
import { createUploads } from "#server/uploads/uploads.ts";
import { CENTRE } from "#shared/uploads/focal-point.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

/** Migration 0200 (decision 107): images stored before it start at the centre and have no card crops yet. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-migration-"));
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let database: DatabaseHandle;
beforeAll(async () => {
  postgres = usesPostgres() ? await createPostgresDatabase() : undefined;
  database = openDatabase({ databaseUrl: postgres?.url, dataDir });
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < "0200-focal-points"),
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

it("gives an image stored before the centre as its focal point and keeps its sizes whole", async () => {
  const { db } = database;
  const hash = "ab".repeat(16);
  // A row as stored before 0200 (its columns there had no focal point and no crop).
  await db
    .insertInto("uploads")
    .values({
      hash,
      kind: "image",
      original_name: "drum-store.jpg",
      byte_size: 1234,
      width: 800,
      height: 600,
      alt: "Drums in the store",
      uploaded_by_id: null,
      uploaded_by_email: "editor@fenmoor.example",
      uploaded_at: "2026-11-30T10:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("upload_files")
    .values({
      name: `${hash}-480.jpg`,
      upload_hash: hash,
      content_type: "image/jpeg",
      width: 480,
      height: 360,
      byte_size: 3,
      etag: '"x"',
      bytes: Buffer.from("jpg"),
    })
    .execute();
  await migrateToLatest(db);
  const uploads = createUploads(db, { fileBaseUrl: "/files", contentVersion: { invalidate() {} } });
  const upload = await uploads.findUpload(hash);
  expect(upload?.focal).toEqual(CENTRE);
  expect(upload?.files.map((file) => file.name)).toEqual([`${hash}-480.jpg`]);
  expect(upload?.cards).toEqual([]);
});
