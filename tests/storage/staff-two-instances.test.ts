import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_VERSION_TTL_MS } from "#server/content-version.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { type StaffBrowser, saveLeadWork, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Two instances on one database (PostgreSQL, or the same SQLite folder), as behind a load balancer. */
let first: TestService;
let second: TestService;
let sales: StaffBrowser;
let editor: StaffBrowser;
beforeAll(async () => {
  first = await startTestService({ TRUST_PROXY: "true" });
  second = await startTestService({
    TRUST_PROXY: "true",
    DATA_DIR: first.dataDir,
    ...(first.services.config.databaseUrl ? { DATABASE_URL: first.services.config.databaseUrl } : {}),
  });
  sales = await signedIn(first, "sales");
  editor = await signedIn(first, "editor");
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe("the staff console on two instances", () => {
  it("honours on one instance a session and a status change made on the other", async () => {
    const reference = await referenceOf(await postEnquiry(first, ENDPOINTS.sales, VALID_BODIES.sales));
    const path = leadHref(reference);

    // Signed in on the first instance, the person is signed in on the second.
    const page = await staffGet(second, sales, path);
    expect(page.status).toBe(200);

    const moved = await saveLeadWork(first, sales, path, { from: "new", to: "contacted" });
    expect(moved.status).toBe(200);
    const seen = (await (await staffGet(second, sales, path)).text()).replaceAll("<!-- -->", "");
    expect(seen).toContain("status New → Contacted");
    // The second instance refuses a change made from the status the first one has already moved on from.
    const stale = await saveLeadWork(second, sales, path, { from: "new", to: "spam" });
    expect(stale.status).toBe(409);

    // Signing out on one ends the session on both, even for a copy of the cookie kept elsewhere.
    const copy: StaffBrowser = { ...sales, cookies: new Map(sales.cookies) };
    expect((await staffAction(second, sales, "/staff/account", "sign-out")).status).toBe(302);
    const after = await staffGet(first, copy, path);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain(STAFF_SIGN_IN_PATH);
  });
});

describe("content published on one instance", () => {
  it("shows on the other's news page and API within about a second", async () => {
    const title = "Second instance sees the Heronsgate solvent recovery news";
    // The other instance has the pages and answers cached from before the publish.
    expect(await (await second.fetch("/news")).text()).not.toContain(title);
    expect(await (await second.fetch("/api/media-list")).text()).not.toContain(title);

    const published = await staffAction(first, editor, "/staff/news/new", "publish", {
      version: "0",
      name: title,
      date: "2026-11-25",
      description: "<p>Solvent from the coating line is now distilled and reused on site.</p>",
      image: "",
      imageAlt: "",
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toMatch(/\?done=published$/);
    const started = Date.now();
    await eventually(async () => {
      const [page, api] = await Promise.all([second.fetch("/news"), second.fetch("/api/media-list")]);
      return (await page.text()).includes(title) && (await api.text()).includes(title);
    }, 5_000);
    // The content version is re-read at most once a TTL; the rest is the time the requests take.
    expect(Date.now() - started).toBeLessThan(CONTENT_VERSION_TTL_MS + 700);
  });
});
