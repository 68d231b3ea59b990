import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnService } from "../../scripts/support/service-process.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

describe("the service process", () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-process-"));
    database = usesPostgres() ? await createPostgresDatabase() : undefined;
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("exits at once with one line naming a bad variable", async () => {
    const service = spawnService({ PORT: "not-a-port", DATA_DIR: dataDir });
    const code = await service.exited;
    expect(code).toBe(1);
    expect(service.output().stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT: /),
    ]);
  });

  it("starts, serves, and shuts down cleanly on SIGTERM", async () => {
    const service = spawnService({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await service.ready();
    const page = await fetch(`${service.baseUrl}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("about works!");
    const code = await service.stop();
    const { stdout, stderr } = service.output();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.msg === "shutting down")).toBe(true);
    expect(lines.find((line) => line.req)?.reqId).toEqual(expect.any(String));
  });
});
