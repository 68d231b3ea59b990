import pg from "pg";

/**
 * Before the console's test server starts on PostgreSQL (DATABASE_URL set from TEST_DATABASE_URL):
 * its database, made afresh, as the SQLite run starts from an empty data folder.
 */
const target = process.env.DATABASE_URL;
const admin = process.env.TEST_DATABASE_URL;
if (target && admin) {
  const name = new URL(target).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
