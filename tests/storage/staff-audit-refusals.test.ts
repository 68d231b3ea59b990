import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_FAILURE_LIMIT } from "#server/staff/sign-in-limit.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { PERSONAL_DATA_PATH } from "#shared/staff/leads/paths.ts";
import { STAFF_AUDIT_PATH } from "#shared/staff/paths.ts";
import {
  createPerson,
  newBrowser,
  signedIn,
  signIn,
  staffAction,
  staffGet,
} from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Issue 30, item 6: refused access was never audited, every refused sign-in added an entry of its
 * own (200 in 1.9 s from one address), and entries kept the client's address as it was.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(() => service.stop());

const entriesOf = async (kind: "sign-in-refused" | "access-refused" | "sign-in", person?: string) =>
  (await service.services.staff.audit.list({ kind, person })).entries;

describe("the audit log's refusals", () => {
  it("counts a burst of refused sign-ins from one address on one entry, whatever the e-mails", async () => {
    const address = "192.0.2.140";
    const addressKey = await service.services.staff.addressKey(address);
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt++) {
      await service.services.staff.signInLimit.attempt({
        email: `fill${attempt}@fenmoor.example`,
        addressKey,
      });
    }
    const burst = 40;
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        signIn(service, newBrowser(address), `burst-${index}@fenmoor.example`, "wrong-password"),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(burst).fill(429));
    const entries = (await entriesOf("sign-in-refused")).filter((entry) => entry.address === addressKey);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: burst, subject: null, detail: { limit: "address" } });
    expect(entries[0]?.lastAt).not.toBeNull();
    const admin = await signedIn(service, "admin", "198.51.100.143");
    const page = await (await staffGet(service, admin, `${STAFF_AUDIT_PATH}?kind=sign-in-refused`)).text();
    expect(page).toContain(`">${burst}</td>`);
    expect(page).toContain(addressKey);
    expect(page).not.toContain(address);
  }, 120_000);

  it("audits a page refused with 403, repeats counted on one entry per person and permission", async () => {
    const email = "refused-editor@fenmoor.example";
    await createPerson(service, email, "editor");
    const browser = newBrowser("198.51.100.141");
    expect((await signIn(service, browser, email)).status).toBe(302);
    const statuses = await Promise.all([
      ...Array.from({ length: 5 }, () => staffGet(service, browser, PERSONAL_DATA_PATH)),
      staffAction(service, browser, PERSONAL_DATA_PATH, "find", { email: "a@example.com" }),
    ]).then((responses) => responses.map((response) => response.status));
    expect(statuses).toEqual(Array(6).fill(403));
    const entries = await entriesOf("access-refused", email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: email,
      subject: STAFF_PAGES[PERSONAL_DATA_PATH],
      count: 6,
      detail: { page: PERSONAL_DATA_PATH },
    });
  }, 60_000);

  it("keeps client addresses as the enquiries do, as a keyed hash", async () => {
    const email = "hashed-address@fenmoor.example";
    await createPerson(service, email, "sales");
    expect((await signIn(service, newBrowser("203.0.113.142"), email)).status).toBe(302);
    const [entry] = await entriesOf("sign-in", email);
    expect(entry?.address).toBe(await service.services.staff.addressKey("203.0.113.142"));
    const stored = await service.services.database.db
      .selectFrom("staff_audit_log")
      .select("address")
      .where("address", "like", "%203.0.113%")
      .execute();
    expect(stored).toEqual([]);
  });
});
