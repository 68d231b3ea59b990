import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedActs, publish, saveDraft, unpublish } from "../support/content-edits.ts";
import { request, textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * Case studies as editable content (issue 15): a draft is seen only in the preview; a publish shows
 * on the story's page, the list and the related stories of the others; unpublished, the story
 * answers 404 and leaves the list, the related stories and the sitemap.
 */
let service: TestService;
let editor: StaffBrowser;

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const TITLE = "Beating the Cold at the Yarrowby Depot";
const OUTCOME = "Not one frozen line in the Yarrowby winter of 2026.";

describe("a case study", () => {
  it("keeps a saved draft private; the preview shows it at the story's address to staff alone", async () => {
    await saveDraft(service, "case-studies", "beating-the-cold", (record) => ({
      ...record,
      title: TITLE,
      outcome: [...(record.outcome as string[]), OUTCOME],
      figures: [{ label: "Frozen lines", value: "none" }],
    }));
    expect(await textOf(service, "/beating-the-cold")).not.toContain("Yarrowby");

    const preview = await staffGet(service, editor, "/beating-the-cold?preview=beating-the-cold");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain(OUTCOME);
    expect(html).toContain("Frozen lines");
    expect(await textOf(service, "/beating-the-cold?preview=beating-the-cold")).not.toContain("Yarrowby");
  });

  it("publishes to its page, the case studies list and the related stories of the others", async () => {
    await publish(service, "case-studies", "beating-the-cold");
    expect(await textOf(service, "/beating-the-cold")).toContain(OUTCOME);
    expect(await textOf(service, "/case-studies")).toContain(TITLE);
    // component-recovery names beating-the-cold among its related stories.
    expect(await textOf(service, "/component-recovery")).toContain(TITLE);
  });

  it("unpublished, answers 404 and leaves the list, the related stories and the sitemap", async () => {
    await unpublish(service, "case-studies", "beating-the-cold");
    expect((await request(service, "/beating-the-cold")).status).toBe(404);
    expect(await textOf(service, "/case-studies")).not.toContain("Beating the Cold");
    expect(await textOf(service, "/component-recovery")).not.toContain('href="/beating-the-cold"');
    expect(await textOf(service, "/sitemap.xml")).not.toContain("/beating-the-cold<");

    await publish(service, "case-studies", "beating-the-cold");
    expect((await request(service, "/beating-the-cold")).status).toBe(200);
    expect(await textOf(service, "/sitemap.xml")).toContain("/beating-the-cold<");
    expect(await auditedActs(service, "case-studies", "beating-the-cold")).toEqual([
      "content-saved",
      "content-published",
      "content-unpublished",
      "content-published",
    ]);
  });

  it("previews the unlisted story too, which the list never shows", async () => {
    await saveDraft(service, "case-studies", "a-tale-of-blood", (record) => ({
      ...record,
      summary: "A blood bank's centrifuges, rescued by the Yarrowby team.",
    }));
    const html = await (await staffGet(service, editor, "/a-tale-of-blood?preview=a-tale-of-blood")).text();
    expect(html).toContain("rescued by the Yarrowby team");
    await publish(service, "case-studies", "a-tale-of-blood");
    expect(await textOf(service, "/a-tale-of-blood")).toContain("rescued by the Yarrowby team");
    expect(await textOf(service, "/case-studies")).not.toContain("A Tale of Blood");
  });
});
