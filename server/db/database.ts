import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DatabaseTarget = { databaseUrl: string | undefined; dataDir: string };

/** Called when PostgreSQL drops an idle pooled connection (restart, failover); the pool replaces it. */
export type IdleConnectionErrorHandler = (error: Error) => void;

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: "sqlite" | "postgres";
  /** Cheap round trip used by the readiness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL when DATABASE_URL is set, otherwise an SQLite file in DATA_DIR. */
export function openDatabase(
  target: DatabaseTarget,
  onIdleConnectionError: IdleConnectionErrorHandler = () => {},
): DatabaseHandle {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, onIdleConnectionError)
    : openSqlite(target.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  // FULL makes every commit durable across power loss, which the enquiry log needs.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    async ping() {
      sqlite.prepare("select 1").get();
    },
    close: () => db.destroy(),
  };
}

function openPostgres(
  databaseUrl: string,
  onIdleConnectionError: IdleConnectionErrorHandler,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, an idle connection that the server ends is an uncaught exception and stops the process.
  pool.on("error", onIdleConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    async ping() {
      await pool.query("select 1");
    },
    close: () => db.destroy(),
  };
}
