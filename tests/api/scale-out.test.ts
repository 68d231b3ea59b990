import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServiceProcess, spawnService } from "../../scripts/support/service-process.ts";
import { openDatabase } from "../../server/db/database.ts";
import { CONTENT_DIR, seedDatabase } from "../../server/db/seed.ts";
import { newXsrfToken } from "../../server/http/xsrf.ts";
import { ENDPOINTS, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";

const RATE_LIMIT = 4;

/** A contact enquiry from the given client address (the instances trust one proxy hop). */
function postContact(instance: ServiceProcess, clientAddress: string, message: string): Promise<Response> {
  const token = newXsrfToken();
  return fetch(`${instance.baseUrl}${ENDPOINTS.contact}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${token}`,
      "x-xsrf-token": token,
      "x-forwarded-for": clientAddress,
    },
    body: JSON.stringify({ ...VALID_BODIES.contact, message }),
  });
}

// Several instances only make sense on a shared PostgreSQL database.
describe.runIf(usesPostgres())("two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instances: ServiceProcess[];
  const tempDirs: string[] = [];

  function tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Both start at once, as a deployment's instances do: migrations and seed must not collide.
    instances = await Promise.all(
      [0, 1].map(async () =>
        spawnService({
          PORT: String(await freePort()),
          DATA_DIR: tempDir("site-instance-"),
          DATABASE_URL: database.url,
          ENQUIRY_RATE_LIMIT: String(RATE_LIMIT),
          LOG_LEVEL: "warn",
        }),
      ),
    );
    await Promise.all(instances.map((instance) => instance.ready(60_000)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("start together on an empty database and serve the same content", async () => {
    const pages = await Promise.all(
      instances.map((instance) => fetch(`${instance.baseUrl}/api/page/who-we-are`).then((r) => r.json())),
    );
    expect(pages[0]).toEqual(pages[1]);
    expect(instances.map((instance) => instance.output().stderr)).toEqual(["", ""]);
  });

  it("both see a content change within moments, in the API and in cached pages", async () => {
    // Warm both instances' caches with the old content first.
    for (const instance of instances) {
      expect(await fetch(`${instance.baseUrl}/who-we-are`).then((r) => r.text())).toContain("Who We Are");
      await fetch(`${instance.baseUrl}/api/page/who-we-are`);
    }
    const contentDir = tempDir("site-content-");
    fs.cpSync(CONTENT_DIR, contentDir, { recursive: true });
    const pageFile = path.join(contentDir, "company/pages/who-we-are.json");
    const page = JSON.parse(fs.readFileSync(pageFile, "utf8"));
    page.content.content_title1 = "Chemistry revised on one instance";
    fs.writeFileSync(pageFile, JSON.stringify(page));

    const handle = openDatabase({ databaseUrl: database.url, dataDir: contentDir });
    try {
      expect(await seedDatabase(handle, { contentDir })).toBe(true);
    } finally {
      await handle.close();
    }

    for (const instance of instances) {
      // Instances re-read the content version at most once a second; the margin is for a busy machine.
      await eventually(async () => {
        const [api, html] = await Promise.all([
          fetch(`${instance.baseUrl}/api/page/who-we-are`).then((r) => r.text()),
          fetch(`${instance.baseUrl}/who-we-are`).then((r) => r.text()),
        ]);
        return (
          api.includes("Chemistry revised on one instance") &&
          html.includes("Chemistry revised on one instance")
        );
      }, 5_000);
    }
  });

  it("store each enquiry once, whichever instance took it", async () => {
    const references: string[] = [];
    for (let n = 0; n < 6; n++) {
      const instance = instances[n % 2] as ServiceProcess;
      const response = await postContact(instance, `198.51.100.${n + 1}`, `Two-instance enquiry ${n}`);
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    expect(new Set(references).size).toBe(6);

    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    try {
      const rows = await handle.db
        .selectFrom("enquiries")
        .select("reference")
        .where("reference", "in", references)
        .execute();
      expect(rows.map((row) => row.reference).sort()).toEqual([...references].sort());
    } finally {
      await handle.close();
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
});
