import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "#server/staff/auth.ts";
import type { AuthTime } from "#server/staff/tables.ts";
import { STAFF_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { signedIn, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(() => service.stop());

const HOUR = 60 * 60 * 1000;

/** A time as this database stores the session's times: a timestamp on PostgreSQL, ISO text on SQLite. */
function stored(at: number): AuthTime {
  const date = new Date(at);
  return service.services.database.dialect === "postgres" ? date : date.toISOString();
}

/** The one session a browser's sign-in made, moved in time as if it had been made or used earlier. */
async function ageSession(change: { createdAt?: number; updatedAt?: number; expiresAt?: number }) {
  const { db } = service.services.database;
  const latest = await db
    .selectFrom("staff_sessions")
    .select("id")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("staff_sessions")
    .set({
      ...(change.createdAt ? { created_at: stored(change.createdAt) } : {}),
      ...(change.updatedAt ? { updated_at: stored(change.updatedAt) } : {}),
      ...(change.expiresAt ? { expires_at: stored(change.expiresAt) } : {}),
    })
    .where("id", "=", latest.id)
    .execute();
  return latest.id;
}

async function expectSignInPage(response: Response) {
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get("location") ?? "", "http://x").pathname).toBe(STAFF_SIGN_IN_PATH);
}

describe("a console session's lifetime", () => {
  it("ends after the idle time without a request", async () => {
    const browser = await signedIn(service, "sales");
    expect((await staffGet(service, browser, STAFF_PATH)).status).toBe(200);
    const now = Date.now();
    await ageSession({ updatedAt: now - SESSION_IDLE_SECONDS * 1000 - HOUR, expiresAt: now - HOUR });
    await expectSignInPage(await staffGet(service, browser, STAFF_PATH));
  });

  it("is kept alive by use: a request near the idle limit moves the limit forward", async () => {
    const browser = await signedIn(service, "sales");
    const now = Date.now();
    const id = await ageSession({ updatedAt: now - 11 * HOUR, expiresAt: now + HOUR });
    expect((await staffGet(service, browser, STAFF_PATH)).status).toBe(200);
    const row = await service.services.database.db
      .selectFrom("staff_sessions")
      .select("expires_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(now + 11 * HOUR);
  });

  it("ends after the absolute lifetime however much it is used, and its row is removed", async () => {
    const browser = await signedIn(service, "sales");
    const now = Date.now();
    const id = await ageSession({ createdAt: now - SESSION_ABSOLUTE_SECONDS * 1000 - HOUR, updatedAt: now });
    await expectSignInPage(await staffGet(service, browser, STAFF_PATH));
    const row = await service.services.database.db
      .selectFrom("staff_sessions")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
