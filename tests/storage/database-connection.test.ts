import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usesPostgres } from "../support/test-database.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

describe.runIf(usesPostgres())("PostgreSQL connections", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  /** Ends every connection the service holds, as a database restart or failover does. */
  async function endServiceConnections(): Promise<number> {
    const databaseName = new URL(service.services.config.databaseUrl ?? "").pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [databaseName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("keeps serving after the database server ends its idle connections", async () => {
    expect((await service.fetch("/api/category-list")).status).toBe(200);
    expect(await endServiceConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await service.fetch("/api/category-list")).status).toBe(200);
  });

  it("keeps running when the database server ends a connection held by a transaction", async () => {
    const transaction = service.services.database.db.transaction().execute(async (tx) => {
      await tx.selectFrom("site_meta").select("key").execute();
      // Between two queries the connection is checked out of the pool, so the pool's idle listener is off it.
      expect(await endServiceConnections()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.selectFrom("site_meta").select("key").execute();
    });
    await expect(transaction).rejects.toThrow();
    expect((await service.fetch("/api/category-list")).status).toBe(200);
  });
});
