import { afterAll, beforeAll, expect, it } from "vitest";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

const NEWS_NEW_PATH = "/staff/news/new";

/** Taking a live item down is asked first, with what links to it (issue 31). */
let service: TestService;
let browser: StaffBrowser;
let earlier: string;

const news = (name: string, text: string) => ({
  version: "0",
  name,
  date: "2026-11-30",
  description: `<p>${text}</p>`,
  image: "",
  imageAlt: "",
  publishAt: "",
});
const pathOf = (answer: Response) => new URL(answer.headers.get("location") ?? "", "http://x").pathname;
const versionOn = async (path: string) =>
  /name="version" value="(\d+)"/.exec(await (await staffGet(service, browser, path)).text())?.[1] ?? "0";

beforeAll(async () => {
  ({ service, browser } = await startSignedIn("editor"));
  earlier = pathOf(
    await staffAction(
      service,
      browser,
      NEWS_NEW_PATH,
      "publish",
      news("Heronsgate opens its new tank farm", "Six tanks."),
    ),
  );
  const key = earlier.split("/").at(-1);
  await staffAction(
    service,
    browser,
    NEWS_NEW_PATH,
    "publish",
    news("The tank farm's first month", `As <a href="/news?item=${key}">announced</a>, it is full.`),
  );
});
afterAll(async () => {
  await service.stop();
});

it("refuses an Unpublish that was not confirmed, and the item stays live", async () => {
  const answer = await staffAction(service, browser, earlier, "unpublish", {
    version: await versionOn(earlier),
  });
  expect(answer.status).toBe(400);
  expect(await staffGet(service, browser, earlier).then((page) => page.text())).toContain(
    "View the live page",
  );
});

it("asks first, naming the live page that links to it", async () => {
  const html = (await (await staffGet(service, browser, `${earlier}?confirm=unpublish`)).text()).replaceAll(
    "&#x27;",
    "'",
  );
  expect(html).toContain("Unpublish “Heronsgate opens its new tank farm”?");
  expect(html).toContain("News item: The tank farm's first month (live)");
  expect(html).not.toContain("News item: Heronsgate opens its new tank farm (");
});

it("unpublishes once confirmed", async () => {
  const answer = await staffAction(service, browser, earlier, "unpublish", {
    version: await versionOn(earlier),
    confirm: "yes",
  });
  expect(answer.headers.get("location")).toBe(`${earlier}?done=unpublished`);
});
