import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded SQLite file each test service starts from a copy of. */
    seededSqliteFile: string | undefined;
    /** A migrated, seeded PostgreSQL database each test service's database is created from. */
    seededPostgresDatabase: string | undefined;
  }
}

async function seed(target: { databaseUrl: string | undefined; dataDir: string }) {
  const database = openDatabase(target, (error) => {
    throw error;
  });
  await migrateToLatest(database.db);
  await seedDatabase(database);
  await database.close();
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds once per run what every test service would otherwise migrate and seed itself
 * (about two seconds each, eighty times per database): services start from a copy, and still run
 * the migrator and the seeder, which then find nothing to do.
 */
export default async function setup(project: TestProject) {
  if (project.name === "storage:postgres" && process.env.TEST_DATABASE_URL) {
    const name = `site_template_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    await seed({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    project.provide("seededPostgresDatabase", name);
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-template-"));
  await seed({ databaseUrl: undefined, dataDir: dir });
  project.provide("seededSqliteFile", path.join(dir, "site.db"));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
