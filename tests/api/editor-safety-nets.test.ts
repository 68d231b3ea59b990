import { afterAll, beforeAll, expect, it } from "vitest";
import { londonLocalValue } from "#server/content-editing/london-time.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** The editors' safety nets as a browser without JavaScript gets them (issue 31, decision 101). */
let service: TestService;
let browser: StaffBrowser;
beforeAll(async () => {
  ({ service, browser } = await startSignedIn("editor"));
});
afterAll(async () => {
  await service.stop();
});

it("draws a new news item with today's date in UK time", async () => {
  const html = await (await staffGet(service, browser, "/staff/news/new")).text();
  const today = londonLocalValue(new Date()).slice(0, 10);
  const dateField = /<input[^>]*id="field-date"[^>]*>/.exec(html)?.[0];
  expect(dateField).toContain(`value="${today}"`);
});

it("answers a refused publish with the summary first, each error a link to its field", async () => {
  const answer = await staffAction(service, browser, "/staff/news/new", "publish", {
    version: "0",
    name: "",
    date: "",
    description: "",
    image: "",
    imageAlt: "",
    publishAt: "",
  });
  expect(answer.status).toBe(400);
  const html = (await answer.text()).replaceAll("&#x27;", "'");
  const summary = html.indexOf('class="staff-error staff-error-summary" role="alert"');
  expect(summary).toBeGreaterThan(0);
  expect(summary).toBeLessThan(html.indexOf('aria-label="News item"'));
  const links = [...html.slice(summary).matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].slice(0, 3);
  expect(links.map(([, target, text]) => [target, text])).toEqual([
    ["field-name", "Enter a title (up to 200 characters)."],
    ["field-date", "Choose a date: pick it from the calendar or type it as dd/mm/yyyy, e.g. 25/11/2026."],
    ["field-description", "Enter the text."],
  ]);
  for (const [, target] of links) expect(html).toContain(`id="${target}"`);
});
