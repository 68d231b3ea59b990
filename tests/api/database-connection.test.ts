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

  it("keeps serving after the database server ends its idle connections", async () => {
    expect((await service.fetch("/api/category-list")).status).toBe(200);
    const databaseName = new URL(service.services.config.databaseUrl ?? "").pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await service.fetch("/api/category-list")).status).toBe(200);
  });
});
