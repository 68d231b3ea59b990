import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { freePort, type ServiceProcess, spawnService } from "../../scripts/support/service-process.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
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
      // A job the killed process had claimed is taken over once its lease runs out; SMTP steps
      // time out at a quarter of it, which must stay well above a busy test machine's delays.
      MAIL_LEASE_MS: "8000",
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

  /**
   * Several clients post contact enquiries back to back until the service stops answering them;
   * `onAcknowledged` sees the count after every 201. Returns the references acknowledged.
   */
  async function loadUntilGone(service: ServiceProcess, onAcknowledged: (count: number) => void) {
    const acknowledged: string[] = [];
    /** Statuses other than 201 (none expected: the rate limit is out of reach). */
    const refused: number[] = [];
    let cut = 0;
    let sent = 0;
    async function client() {
      for (;;) {
        const message = `Load enquiry ${sent++}`;
        let reference: string;
        try {
          const response = await postEnquiry(service, ENDPOINTS.contact, {
            ...VALID_BODIES.contact,
            message,
          });
          if (response.status !== 201) {
            // An unexpected answer ends the run rather than spinning; the test fails on it.
            refused.push(response.status);
            service.child.kill("SIGKILL");
            return;
          }
          reference = ((await response.json()) as { reference: string }).reference;
        } catch {
          // The process died with this request in flight or before it: no answer, so no promise made.
          cut++;
          return;
        }
        acknowledged.push(reference);
        onAcknowledged(acknowledged.length);
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, client));
    return { acknowledged, cut, refused };
  }

  it("keeps and mails every enquiry it acknowledged with a 201", async () => {
    const first = start();
    await first.ready(30_000);
    // The clients keep posting through the kill, so it lands with requests in flight.
    const run = await loadUntilGone(first, (count) => {
      if (count === ACKNOWLEDGED_BEFORE_KILL) first.child.kill("SIGKILL");
    });
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(run.refused).toEqual([]);
    expect(run.cut).toBe(CLIENTS);
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
    await catcher.waitForReferences(acknowledged, 60_000);
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
