import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

const run = promisify(execFile);

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
});

describe("staff audit log retention", () => {
  it("the enquiries purge deletes audit entries older than two years and keeps the rest", async () => {
    const { audit } = service.services.staff;
    const threeYearsAgo = new Date(Date.now() - 3 * 365.25 * 24 * 3600 * 1000);
    await audit.record({ kind: "sign-in-failed", subject: "old@fenmoor.example" }, threeYearsAgo);
    await audit.record({ kind: "sign-in-failed", subject: "recent@fenmoor.example" });
    const { stdout } = await run(process.execPath, ["scripts/enquiries/purge.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: service.dataDir,
        DATABASE_URL: service.services.config.databaseUrl ?? "",
      },
    });
    expect(stdout).toMatch(/deleted 1 staff audit entry before .* \(retention: 2 years\)/);
    const { entries } = await audit.list({});
    expect(entries.map((entry) => entry.subject)).toEqual(["recent@fenmoor.example"]);
  });
});
