import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
} from "#server/staff/sign-in-limit.ts";
import { createPerson, newBrowser, signIn } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let other: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  // A second instance on the same database (PostgreSQL) or data folder (SQLite).
  other = await startTestService({
    TRUST_PROXY: "true",
    DATA_DIR: service.dataDir,
    ...(service.services.config.databaseUrl ? { DATABASE_URL: service.services.config.databaseUrl } : {}),
  });
  await createPerson(service, "target@fenmoor.example", "sales");
});
afterAll(async () => {
  await other.stop();
  await service.stop();
});

describe("sign-in limit", () => {
  it("refuses an account with 429 and Retry-After after 10 failures in 15 minutes, counted across instances", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
      // Each from its own address: the account's own count is what trips.
      const browser = newBrowser(`203.0.113.${attempt + 1}`);
      const instance = attempt % 2 === 0 ? service : other;
      statuses.push(
        (await signIn(instance, browser, "target@fenmoor.example", "wrong-password-guess")).status,
      );
    }
    expect(statuses).toEqual(Array(ACCOUNT_FAILURE_LIMIT).fill(401));
    // Even the right password is refused now.
    const refused = await signIn(service, newBrowser("203.0.113.99"), "target@fenmoor.example");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(FAILURE_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
    expect(await refused.text()).toContain("Too many failed sign-ins");

    const { entries } = await service.services.staff.audit.list({ person: "target@fenmoor.example" });
    expect(entries.filter((entry) => entry.kind === "sign-in-failed")).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(entries.filter((entry) => entry.kind === "sign-in-refused")).toHaveLength(1);
    expect(entries.find((entry) => entry.kind === "sign-in-failed")?.address).toMatch(/^203\.0\.113\./);
  }, 120_000);

  it("limits one address across accounts too", async () => {
    const address = "192.0.2.55";
    const addressKey = await service.services.staff.addressKey(address);
    // All but one of the address's failures, recorded as the sign-in form records them.
    for (let attempt = 1; attempt < ADDRESS_FAILURE_LIMIT; attempt++) {
      await service.services.staff.signInLimit.recordFailure({
        email: `guess${attempt}@fenmoor.example`,
        addressKey,
      });
    }
    const last = await signIn(
      other,
      newBrowser(address),
      "guess-last@fenmoor.example",
      "wrong-password-guess",
    );
    expect(last.status).toBe(401);
    const refused = await signIn(service, newBrowser(address), "target@fenmoor.example");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address may still sign in to that account.
    expect(
      (await signIn(service, newBrowser("192.0.2.56"), "someone-else@fenmoor.example", "x")).status,
    ).toBe(401);
  }, 60_000);
});
