import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function startProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function collect(stream: NodeJS.ReadableStream | null): Promise<string> {
  let text = "";
  stream?.on("data", (chunk) => {
    text += chunk;
  });
  if (stream) await once(stream, "end");
  return text;
}

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
    const child = startProcess({ PORT: "not-a-port", DATA_DIR: dataDir });
    const [stderr, [code]] = await Promise.all([collect(child.stderr), once(child, "exit")]);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });

  it("starts, serves, and shuts down cleanly on SIGTERM", async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const child = startProcess({
      PORT: port,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const stdout = collect(child.stdout);
    const stderr = collect(child.stderr);
    let ready = false;
    for (let attempt = 0; attempt < 100 && !ready; attempt++) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(true);
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("about works!");
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect({ code, stderr: await stderr }).toEqual({ code: 0, stderr: "" });
    const lines = (await stdout)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.msg === "shutting down")).toBe(true);
    expect(lines.find((line) => line.req)?.reqId).toEqual(expect.any(String));
  });
});
