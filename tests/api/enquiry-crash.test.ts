import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServiceProcess, spawnService } from "../../scripts/support/service-process.ts";
import { openDatabase } from "../../server/db/database.ts";
import { ENDPOINTS, postEnquiryAt, VALID_BODIES } from "../support/enquiry-client.ts";
import { type MailCatcher, startMailCatcher } from "../support/mail-catcher.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

const CLIENTS = 8;
/** The kill comes once this many enquiries have been acknowledged, with more in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

describe("a service process killed mid-load", () => {
  let catcher: MailCatcher;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let env: Record<string, string>;
  const processes: ServiceProcess[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-crash-"));
    database = usesPostgres() ? await createPostgresDatabase() : undefined;
    env = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SMTP_URL: catcher.url,
      MAIL_RETRY_MS: "200",
      // A job the killed process had claimed is taken over once its lease runs out.
      MAIL_LEASE_MS: "2000",
      ENQUIRY_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
    };
  });

  afterAll(async () => {
    await Promise.all(processes.map((service) => service.stop("SIGKILL")));
    await catcher?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): ServiceProcess {
    const service = spawnService(env);
    processes.push(service);
    return service;
  }

  /** Posts contact enquiries from several clients at once until told to stop; returns the references acknowledged. */
  async function load(service: ServiceProcess, until: (acknowledged: number) => boolean) {
    const acknowledged: string[] = [];
    let cut = 0;
    let sent = 0;
    async function client() {
      while (!until(acknowledged.length)) {
        const message = `Load enquiry ${sent++}`;
        try {
          const response = await postEnquiryAt(service.baseUrl, ENDPOINTS.contact, {
            ...VALID_BODIES.contact,
            message,
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { reference: string }).reference);
        } catch {
          // The process died with this request in flight: no answer, so no promise was made.
          cut++;
          return;
        }
      }
    }
    return { clients: Promise.all(Array.from({ length: CLIENTS }, client)), acknowledged, cut: () => cut };
  }

  it("keeps and mails every enquiry it acknowledged with a 201", async () => {
    const first = start();
    await first.ready(30_000);
    let killed = false;
    const run = await load(first, (count) => {
      if (count >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
        killed = true;
        first.child.kill("SIGKILL");
      }
      return killed;
    });
    await run.clients;
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(run.cut()).toBeGreaterThan(0);
    const acknowledged = [...run.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const second = start();
    await second.ready(30_000);
    const handle = openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      const stored = await handle.db
        .selectFrom("enquiries")
        .select("reference")
        .where("reference", "in", acknowledged)
        .execute();
      expect(stored.map((row) => row.reference).sort()).toEqual([...acknowledged].sort());
    } finally {
      await handle.close();
    }
    await catcher.waitForReferences(acknowledged, 30_000);
    expect(await second.stop()).toBe(0);
  }, 60_000);
});
