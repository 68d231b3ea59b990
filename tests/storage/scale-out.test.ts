import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentEditing } from "#server/content-editing/content-editing.ts";
import { createContentVersion } from "#server/content-version.ts";
import { openDatabase } from "#server/db/database.ts";
import { createClientKeys } from "#server/enquiries/client-key.ts";
import { CONTENT_KINDS } from "#server/services.ts";
import { createAuditLog } from "#server/staff/audit-log.ts";
import { freePort, type ServiceProcess, spawnService } from "../../scripts/support/service-process.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { jsonOf, textOf } from "../support/http-client.ts";
import { type MailCatcher, startMailCatcher } from "../support/mail-catcher.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

const RATE_LIMIT = 4;
const EDITOR = { email: "scale.out@fenmoor.example" };

/** A contact enquiry from the given client address (the instances trust a proxy on loopback). */
function postContact(instance: ServiceProcess, clientAddress: string, message: string): Promise<Response> {
  return postEnquiry(
    instance,
    ENDPOINTS.contact,
    { ...VALID_BODIES.contact, message },
    { "x-forwarded-for": clientAddress },
  );
}

// Several instances only make sense on a shared PostgreSQL database.
describe.runIf(usesPostgres())("two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let catcher: MailCatcher;
  let environments: Record<string, string>[];
  let instances: ServiceProcess[];
  const tempDirs: string[] = [];

  function tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    catcher = await startMailCatcher();
    environments = await Promise.all(
      [0, 1].map(async () => ({
        PORT: String(await freePort()),
        DATA_DIR: tempDir("site-instance-"),
        DATABASE_URL: database.url,
        ENQUIRY_RATE_LIMIT: String(RATE_LIMIT),
        TRUST_PROXY: "loopback",
        SMTP_URL: catcher.url,
        MAIL_RETRY_MS: "200",
        // A mail that a killed instance had claimed is taken over once its lease runs out; SMTP steps
        // time out at a quarter of it, which must stay well above a busy test machine's delays.
        MAIL_LEASE_MS: "8000",
        LOG_LEVEL: "warn",
      })),
    );
    // Both start at once, as a deployment's instances do: migrations and seed must not collide.
    instances = environments.map((env) => spawnService(env));
    await Promise.all(instances.map((instance) => instance.ready(60_000)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await catcher.stop();
    await database.drop();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function storedReferences(references: string[]): Promise<string[]> {
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    try {
      const rows = await handle.db
        .selectFrom("enquiries")
        .select("reference")
        .where("reference", "in", references)
        .execute();
      return rows.map((row) => row.reference).sort();
    } finally {
      await handle.close();
    }
  }

  async function unsentJobs(references: string[]): Promise<number> {
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    try {
      const row = await handle.db
        .selectFrom("enquiry_outbox")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("enquiry_reference", "in", references)
        .where("sent_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    } finally {
      await handle.close();
    }
  }

  it("start together on an empty database and serve the same content", async () => {
    const pages = await Promise.all(instances.map((instance) => jsonOf(instance, "/api/page/who-we-are")));
    expect(pages[0]).toEqual(pages[1]);
    expect(instances.map((instance) => instance.output().stderr)).toEqual(["", ""]);
  });

  it("both see a content change within moments, in the API and in cached pages", async () => {
    // Warm both instances' caches with the old content first.
    for (const instance of instances) {
      expect(await textOf(instance, "/who-we-are")).toContain("Who We Are");
      await fetch(`${instance.baseUrl}/api/page/who-we-are`);
    }
    // Company pages are edited in the console (decision 040): publish the change as an editor would.
    const handle = openDatabase({ databaseUrl: database.url, dataDir: tempDir("site-editor-") });
    try {
      const editing = createContentEditing({
        database: handle,
        kinds: CONTENT_KINDS,
        audit: createAuditLog(handle.db, createClientKeys(handle.db)),
        contentVersion: createContentVersion(handle.db),
      });
      const entry = await editing.get("pages", "who-we-are");
      if (!entry) throw new Error("no who-we-are page");
      const working = entry.working as { content: Record<string, string> };
      const revised = {
        ...working,
        content: { ...working.content, content_title1: "Chemistry revised on one instance" },
      };
      const saved = await editing.save("pages", "who-we-are", revised, entry.version, EDITOR);
      if (!("ok" in saved)) throw new Error("draft not saved");
      expect("ok" in (await editing.publish("pages", "who-we-are", saved.version, EDITOR))).toBe(true);
    } finally {
      await handle.close();
    }

    for (const instance of instances) {
      // Instances re-read the content version at most once a second; the margin is for a busy machine.
      await eventually(async () => {
        const [api, html] = await Promise.all([
          textOf(instance, "/api/page/who-we-are"),
          textOf(instance, "/who-we-are"),
        ]);
        return (
          api.includes("Chemistry revised on one instance") &&
          html.includes("Chemistry revised on one instance")
        );
      }, 5_000);
    }
  });

  it("store and mail each enquiry once, whichever instance took it", async () => {
    const references: string[] = [];
    for (let n = 0; n < 6; n++) {
      const instance = instances[n % 2] as ServiceProcess;
      references.push(
        await referenceOf(await postContact(instance, `198.51.100.${n + 1}`, `Two-instance ${n}`)),
      );
    }
    expect(new Set(references).size).toBe(6);
    expect(await storedReferences(references)).toEqual([...references].sort());

    await catcher.waitForReferences(references, 15_000);
    // Workers claim only unsent jobs: once every job is recorded as sent, no second send can start.
    await eventually(async () => (await unsentJobs(references)) === 0, 15_000);
    for (const reference of references) {
      expect(
        catcher.filter((mail) => mail.reference === reference),
        reference,
      ).toHaveLength(1);
    }
  });

  it("apply one rate limit per client across both instances", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMIT; n++) {
      const response = await postContact(instances[n % 2] as ServiceProcess, "203.0.113.9", `Rate ${n}`);
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array.from({ length: RATE_LIMIT }, () => 201), 429]);
  });

  it("lose no acknowledged enquiry while one instance is killed and restarted under load", async () => {
    const acknowledged: { reference: string; instance: ServiceProcess }[] = [];
    let sent = 0;
    let done = false;
    /** One visitor after another, spread over both instances as a load balancer would. */
    async function sender() {
      while (!done) {
        const n = sent++;
        const instance = instances[n % 2] as ServiceProcess;
        // Every enquiry from its own address, so the per-client rate limit stays out of the way.
        const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        try {
          const response = await postContact(instance, address, `Fault test ${n}`);
          if (response.status === 201) {
            acknowledged.push({
              instance,
              reference: ((await response.json()) as { reference: string }).reference,
            });
          } else {
            await response.body?.cancel();
          }
        } catch {
          // Refused or cut mid-request by the kill: no answer was given, so no promise was made (the
          // visitor sees the form's failure message); the next one goes to the other instance.
        }
      }
    }
    const acknowledgedCount = (at: number) => async () => acknowledged.length >= at;
    const senders = Promise.all(Array.from({ length: 6 }, sender));
    try {
      await eventually(acknowledgedCount(20), 30_000);
      const victim = instances[0] as ServiceProcess;
      victim.child.kill("SIGKILL");
      await victim.exited;
      // The other instance carries the load alone.
      await eventually(acknowledgedCount(acknowledged.length + 20), 30_000);
      const restarted = spawnService(environments[0] as Record<string, string>);
      instances[0] = restarted;
      await restarted.ready(60_000);
      await eventually(
        async () => acknowledged.filter((ack) => ack.instance === restarted).length >= 10,
        30_000,
      );
    } finally {
      done = true;
      await senders;
    }

    const references = acknowledged.map((ack) => ack.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(await storedReferences(references)).toEqual([...references].sort());
    await catcher.waitForReferences(references, 60_000);
  }, 120_000);
});
