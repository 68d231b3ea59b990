import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECTS_PATH } from "#shared/content-editing/console-paths.ts";
import { REDIRECT_MESSAGES } from "#shared/content-editing/redirect-form.ts";
import { eventually } from "../support/eventually.ts";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The console's redirect table (decision 079), through its forms as a browser without JavaScript
 * posts them: the checks on old and new addresses, one hop always, change and delete, the audit
 * log, and a second instance on the same database redirecting at once.
 */
let service: TestService;
let second: TestService;
let editor: StaffBrowser;
const documents: HtmlDocument[] = [];

beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  second = await startTestService({
    DATA_DIR: service.dataDir,
    ...(service.services.config.databaseUrl ? { DATABASE_URL: service.services.config.databaseUrl } : {}),
  });
  editor = await signedIn(service, "editor");
});
afterAll(async () => {
  await second?.stop();
  await service?.stop();
});

const PRODUCT = "/products/fenfoam-v-15";

/** The page's HTML without React's text separators, as a reader sees the words. */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
}

const add = (from: string, to: string) => staffAction(service, editor, REDIRECTS_PATH, "add", { from, to });

/** Where `path` answers with a 301 to, on `on`; undefined when it does not redirect. */
async function redirectOf(path: string, on = service): Promise<string | undefined> {
  const response = await on.fetch(path, { redirect: "manual" });
  await response.body?.cancel();
  return response.status === 301 ? (response.headers.get("location") ?? "") : undefined;
}

async function refused(from: string, to: string, message: string) {
  const response = await add(from, to);
  expect(response.status, `${from} → ${to}`).toBe(400);
  expect(await pageText(response), `${from} → ${to}`).toContain(message);
}

describe("the redirect table", () => {
  it("adds an editor's redirect, live at once on every instance, keeping the query", async () => {
    expect(await redirectOf("/old-brochure", second)).toBeUndefined();
    const response = await add("/Old-Brochure/", PRODUCT);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    documents.push({ name: "after add", html });
    expect(html).toContain(`Added: /old-brochure now redirects to ${PRODUCT}.`);

    expect(await redirectOf("/old-brochure")).toBe(PRODUCT);
    // A browser asks again each time, so a change or delete reaches visitors who followed it before.
    const answer = await service.fetch("/old-brochure", { redirect: "manual" });
    await answer.body?.cancel();
    expect(answer.headers.get("cache-control")).toMatch(/(^|, )max-age=0(,|$)/);
    expect(await redirectOf("/old-brochure/?utm=mail")).toBe(`${PRODUCT}?utm=mail`);
    await eventually(async () => (await redirectOf("/old-brochure", second)) === PRODUCT, 2_000);
  });

  it("refuses an old address a live page, the site itself or a fixed redirect answers at", async () => {
    await refused("/news", "/case-studies", REDIRECT_MESSAGES.live);
    await refused(PRODUCT, "/news", REDIRECT_MESSAGES.live);
    await refused("/industries/adhesives", "/news", REDIRECT_MESSAGES.live);
    await refused("/search", "/news", REDIRECT_MESSAGES.live);
    await refused("/api/list", "/news", REDIRECT_MESSAGES.reserved);
    await refused("/staff/users", "/news", REDIRECT_MESSAGES.reserved);
    await refused("/adhesives", "/news", REDIRECT_MESSAGES.fixed);
    await refused("/old-brochure", "/news", REDIRECT_MESSAGES.taken);
    expect(await redirectOf("/news")).toBeUndefined();
  });

  it("refuses addresses that are not a site path or an https address", async () => {
    await refused("old-price-list", "/news", REDIRECT_MESSAGES.from);
    await refused("/old-price-list?id=3", "/news", REDIRECT_MESSAGES.from);
    await refused("//evil.example/x", "/news", REDIRECT_MESSAGES.from);
    await refused("/old-price-list", "http://partner.example/", REDIRECT_MESSAGES.to);
    await refused("/old-price-list", "javascript:alert(1)", REDIRECT_MESSAGES.to);
    await refused("/old-price-list", "//evil.example/", REDIRECT_MESSAGES.to);
    await refused("/old-price-list", "/old-price-list", REDIRECT_MESSAGES.self);
    const response = await add("/old-price-list", "https://partner.example/prices");
    expect(response.status).toBe(200);
    expect(await redirectOf("/old-price-list")).toBe("https://partner.example/prices");
  });

  it("stores a redirect to an address that redirects straight to that one's target", async () => {
    const response = await add("/brochure-2019", "/old-brochure?from=2019");
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(
      `/old-brochure already redirects there, so it goes straight to ${PRODUCT}?from=2019.`,
    );
    expect(await redirectOf("/brochure-2019")).toBe(`${PRODUCT}?from=2019`);

    expect((await add("/adhesive-industry", "/adhesives")).status).toBe(200);
    expect(await redirectOf("/adhesive-industry")).toBe("/industries/adhesives");
  });

  it("re-points redirects to a new old address, and refuses a loop", async () => {
    expect((await add("/trade-fair", "/fair-2026")).status).toBe(200);
    expect((await add("/fair-2026", "/news")).status).toBe(200);
    expect(await redirectOf("/trade-fair")).toBe("/news");
    expect(await redirectOf("/fair-2026")).toBe("/news");

    expect((await add("/loop-a", "/loop-b")).status).toBe(200);
    await refused("/loop-b", "/loop-a", REDIRECT_MESSAGES.loop);
    expect(await redirectOf("/loop-b")).toBeUndefined();
  });

  it("changes and deletes an editor's redirect; the others are listed but not theirs to change", async () => {
    const page = await staffGet(service, editor, `${REDIRECTS_PATH}?change=${encodeURIComponent("/loop-a")}`);
    const html = await pageText(page);
    documents.push({ name: "change form", html });
    expect(html).toContain("Change the redirect from /loop-a");
    expect(html).toContain('value="/loop-b"');
    // The fixed redirects are listed, without buttons.
    expect(html).toContain("/industries/adhesives");
    expect(html).not.toContain("Delete the redirect from /adhesives");

    const changed = await staffAction(service, editor, REDIRECTS_PATH, "change", {
      original: "/loop-a",
      from: "/loop-c",
      to: "/case-studies",
    });
    expect(changed.status).toBe(200);
    expect(await pageText(changed)).toContain("Changed: /loop-c now redirects to /case-studies.");
    expect(await redirectOf("/loop-a")).toBeUndefined();
    expect(await redirectOf("/loop-c")).toBe("/case-studies");

    const deleted = await staffAction(service, editor, REDIRECTS_PATH, "delete", { original: "/loop-c" });
    expect(deleted.status).toBe(200);
    expect(await pageText(deleted)).toContain("Deleted the redirect from /loop-c.");
    expect((await service.fetch("/loop-c", { redirect: "manual" })).status).toBe(404);
    await eventually(async () => (await redirectOf("/loop-c", second)) === undefined, 2_000);

    const fixed = await staffAction(service, editor, REDIRECTS_PATH, "delete", { original: "/adhesives" });
    expect(fixed.status).toBe(404);
    expect(await redirectOf("/adhesives")).toBe("/industries/adhesives");
  });

  it("puts every add, change and delete in the audit log", async () => {
    const { entries } = await service.services.staff.audit.list({});
    const acts = entries
      .filter((entry) => entry.subject === "/loop-a" || entry.subject === "/loop-c")
      .map((entry) => [entry.kind, entry.subject, entry.detail.to]);
    expect(acts).toEqual([
      ["redirect-deleted", "/loop-c", "/case-studies"],
      ["redirect-changed", "/loop-c", "/case-studies"],
      ["redirect-added", "/loop-a", "/loop-b"],
    ]);
  });

  it("gives valid HTML", async () => {
    documents.push({ name: "table", html: await (await staffGet(service, editor, REDIRECTS_PATH)).text() });
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
