import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { AddedKind } from "#server/services.ts";
import { prepareService, type RunningService } from "#server/start.ts";
import { request } from "./http-client.ts";
import { createPostgresDatabase, usesPostgres } from "./test-database.ts";

export type TestService = RunningService & {
  baseUrl: string;
  dataDir: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
};

/**
 * The real service on an ephemeral loopback port, with its own data folder and database; or, given
 * `DATA_DIR` (and `DATABASE_URL`) of a stopped one, on that one's data, which `stop` then leaves alone.
 */
export async function startTestService(
  env: Record<string, string> = {},
  addedKinds: readonly AddedKind[] = [],
): Promise<TestService> {
  const ownsData = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const postgres =
    ownsData && usesPostgres() ? await createPostgresDatabase(inject("seededPostgresDatabase")) : undefined;
  // Only a new data folder takes the run's seeded database; on a given one (a restart, or a browser
  // test's own service, outside Vitest) the service migrates and seeds what it finds.
  const seededSqlite = ownsData && !postgres ? inject("seededSqliteFile") : undefined;
  if (seededSqlite) fs.copyFileSync(seededSqlite, path.join(dataDir, "site.db"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Tests run side by side: no fixed port.
    METRICS_PORT: "0",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const service = await prepareService(config, undefined, addedKinds);
  await service.app.listen({ port: 0, host: "127.0.0.1" });
  const address = service.app.server.address();
  if (!address || typeof address === "string") throw new Error("service did not bind a TCP port");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    ...service,
    baseUrl,
    dataDir,
    fetch: (pathname, init) => request({ baseUrl }, pathname, init),
    async stop() {
      await service.close();
      await postgres?.drop();
      if (ownsData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
