import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, signedIn, staffGet } from "../support/staff-client.ts";
import { createPostgresDatabase, usesPostgres } from "../support/test-database.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** A TCP relay to PostgreSQL that can be cut: the database server going down, as the service sees it. */
async function startDatabaseRelay(target: URL) {
  const [host, port] = [target.hostname, Number(target.port || 5432)];
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    async cut() {
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe.runIf(usesPostgres())("while the database cannot be reached", () => {
  let service: TestService;
  let dropDatabase: () => Promise<void>;
  let relay: Awaited<ReturnType<typeof startDatabaseRelay>>;
  let staffBrowser: StaffBrowser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-outage-"));

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    relay = await startDatabaseRelay(new URL(database.url));
    const url = new URL(database.url);
    url.host = `127.0.0.1:${relay.port}`;
    service = await startTestService({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect((await service.fetch("/api/category-list")).status).toBe(200);
    staffBrowser = await signedIn(service, "admin");
    await relay.cut();
  });
  afterAll(async () => {
    await service.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("an API request is answered 503 with Retry-After, not 500", async () => {
    const answer = await service.fetch("/api/media-list?type=news&page=1");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.json()).toMatchObject({ statusCode: 503 });
  });

  it("a page is answered 503 with Retry-After and the site's error page, not 500", async () => {
    const answer = await service.fetch("/news?page=2");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(answer.headers.get("content-type")).toContain("text/html");
  });

  it("a staff request is answered 503, not 500 or 401", async () => {
    for (const path of ["/staff", "/staff/auth/passkey/generate-register-options", "/staff/users"]) {
      const answer = await staffGet(service, staffBrowser, path);
      expect(answer.status, path).toBe(503);
    }
  });
});
