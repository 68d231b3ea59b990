import { afterAll, beforeAll, expect, it } from "vitest";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

const NEWS_NEW_PATH = "/staff/news/new";

/** The editor's autosave as its posts reach the service (issue 31); the browser side is tests/staff-e2e. */
let service: TestService;
let browser: StaffBrowser;
let itemPath: string;
const fields = (text: string, version: number) => ({
  version: String(version),
  name: "Autosave trial at the Fenmoor works",
  date: "2026-12-01",
  description: `<p>${text}</p>`,
  image: "",
  imageAlt: "",
  publishAt: "",
});
const editorPage = async () =>
  (await (await staffGet(service, browser, itemPath)).text()).replaceAll("&#x27;", "'");
const historyRows = (html: string) => html.match(/<td data-label="What">Draft saved: [^<]*<\/td>/g) ?? [];

beforeAll(async () => {
  ({ service, browser } = await startSignedIn("editor"));
  const created = await staffAction(service, browser, NEWS_NEW_PATH, "save", fields("First words.", 0));
  itemPath = new URL(created.headers.get("location") ?? "", "http://x").pathname;
});
afterAll(async () => {
  await service.stop();
});

it("keeps the draft without leaving the page and answers its version and the UK time", async () => {
  const answer = await staffAction(
    service,
    browser,
    `${itemPath}.data`,
    "autosave",
    fields("Second words.", 1),
  );
  expect(answer.status).toBe(200);
  const body = await answer.text();
  expect(body).toContain('"autosaved"');
  expect(body).toMatch(/"\d{2}:\d{2}"/);
  expect(await editorPage()).toContain("Second words.");
});

it("folds a run of one person's autosaves into one revision of the history", async () => {
  const before = historyRows(await editorPage()).length;
  await staffAction(service, browser, `${itemPath}.data`, "autosave", fields("Third words.", 2));
  await staffAction(service, browser, `${itemPath}.data`, "autosave", fields("Fourth words.", 3));
  const html = await editorPage();
  expect(html).toContain("Fourth words.");
  expect(historyRows(html)).toHaveLength(before);
});

it("keeps nothing and says so when a field is not valid yet", async () => {
  const answer = await staffAction(service, browser, `${itemPath}.data`, "autosave", {
    ...fields("Fifth words.", 4),
    name: "",
  });
  expect(answer.status).toBe(200);
  const body = await answer.text();
  expect(body).toContain("Not saved automatically");
  expect(body).not.toContain("itemPath");
  expect(await editorPage()).toContain("Fourth words.");
});

it("lets the console frame a draft's preview, and no page frame anything else", async () => {
  const preview = await staffGet(service, browser, `/news?preview=${itemPath.split("/").at(-1)}`);
  expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  const page = await service.fetch("/news");
  expect(page.headers.get("x-frame-options")).toBe("DENY");
  expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
});
