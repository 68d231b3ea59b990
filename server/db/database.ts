import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DatabaseTarget = { databaseUrl: string | undefined; dataDir: string };

/** Called when PostgreSQL drops a pooled connection (restart, failover); the pool replaces it. */
export type ConnectionErrorHandler = (error: Error) => void;

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
  onConnectionError: ConnectionErrorHandler = () => {},
): DatabaseHandle {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, onConnectionError)
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

function openPostgres(databaseUrl: string, onConnectionError: ConnectionErrorHandler): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, a connection the server ends is an uncaught exception that stops the process.
  // The pool re-emits only idle connections' errors, not those of one a transaction holds between
  // queries, so every connection gets the listener; the pool's own copy of the event is then a repeat.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  pool.on("error", () => {});
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
