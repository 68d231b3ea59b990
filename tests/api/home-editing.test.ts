import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedActs, publish, saveDraft, unpublish } from "../support/content-edits.ts";
import { textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The home page's banner slides and counters as one editable item (issue 15): a draft only in the
 * preview, a publish on the home page with the counter server-rendered for the count-up.
 */
let service: TestService;
let editor: StaffBrowser;

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const SLIDE = {
  headline: "Samples on your bench within a week",
  lead: "Ask for a trial quantity of any grade and our laboratory ships it with its datasheet.",
  action: { label: "Request a sample", to: "/request-a-sample" },
};
const COUNTER = { value: 1250, label: "sample requests answered" };

describe("the home page's slides and counters", () => {
  it("keeps a saved draft private; the preview shows it on the home page to staff alone", async () => {
    await saveDraft(service, "home", "home", (record) => ({
      ...record,
      slides: [...(record.slides as object[]), SLIDE],
      counters: [...(record.counters as object[]), COUNTER],
    }));
    expect(await textOf(service, "/")).not.toContain(SLIDE.headline);

    const preview = await staffGet(service, editor, "/?preview=home");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain(SLIDE.headline);
    expect(await textOf(service, "/?preview=home")).not.toContain(SLIDE.headline);
  });

  it("publishes the new slide and counter: the figure is in the HTML for the count-up", async () => {
    await publish(service, "home", "home");
    const html = await textOf(service, "/");
    expect(html).toContain(SLIDE.headline);
    expect(html).toContain('href="/request-a-sample"');
    expect(html).toContain('aria-label="4 of 4"');
    expect(html).toContain('<span class="counter"><span class="counter-final">1250</span></span>');
    expect(html).toContain("1250+ </span>sample requests answered");
  });

  it("unpublished, the home page still answers without the banner's slides and counters", async () => {
    await unpublish(service, "home", "home");
    const response = await service.fetch("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(SLIDE.headline);
    expect(html).not.toContain("sample requests answered");

    await publish(service, "home", "home");
    expect(await textOf(service, "/")).toContain(SLIDE.headline);
    expect(await auditedActs(service, "home", "home")).toEqual([
      "content-saved",
      "content-published",
      "content-unpublished",
      "content-published",
    ]);
  });
});
