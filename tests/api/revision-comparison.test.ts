import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { htmlErrors } from "../support/html-validator.ts";
import { sampleEditorPath } from "../support/sample-editor-paths.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * Two revisions of a news item compared on its editor page (`?from=&to=`), and an earlier revision
 * previewed at the news page before it is restored (decision 106).
 */
let service: TestService;
let editor: StaffBrowser;
const KEY = "117";
const EDITOR = contentItemPath("news", KEY);
const versions: number[] = [];

/** The page's HTML without React's text separators, as a reader sees the words. */
async function pageOf(path: string) {
  const response = await staffGet(service, editor, path);
  return { response, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** Saves the item's fields with `changes` as a draft, through the editor's own form. */
async function save(changes: Record<string, string>) {
  const entry = await service.services.contentEditing.get("news", KEY);
  if (!entry) throw new Error(`no news item ${KEY}`);
  const working = entry.working as Record<string, unknown>;
  const fields = Object.fromEntries(
    ["name", "date", "description", "image", "imageAlt"].map((name) => [name, String(working[name] ?? "")]),
  );
  const response = await staffAction(service, editor, EDITOR, "save", {
    ...fields,
    ...changes,
    version: String(entry.version),
  });
  expect(response.status).toBe(302);
  versions.push(entry.version + 1);
}

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
  await save({
    name: "Heronsgate reactor opens",
    description: "<p>The new reactor doubles output.</p>",
    imageAlt: "The pilot reactor",
  });
  await save({
    name: "Heronsgate reactor starts",
    description: "<p>The new reactor triples output &lt;script&gt;.</p>",
  });
});
afterAll(() => service.stop());

describe("comparing two revisions", () => {
  it("names each changed field with its old and new words, and counts the others", async () => {
    const [older, newer] = versions;
    const { response, html } = await pageOf(`${EDITOR}?from=${older}&to=${newer}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`Changes from version ${older} to version ${newer}`);
    expect(html).toMatch(/<th scope="row"[^>]*>Title<\/th>/);
    expect(html).toMatch(/<del><span class="visually-hidden">\[removed: <\/span>opens/);
    expect(html).toMatch(/<ins><span class="visually-hidden">\[added: <\/span>starts/);
    expect(html).toMatch(/<th scope="row"[^>]*>Text<\/th>/);
    expect(html).toMatch(/<del><span class="visually-hidden">\[removed: <\/span>doubles/);
    expect(html).toMatch(/<ins><span class="visually-hidden">\[added: <\/span>triples/);
    expect(html).toContain("3 fields unchanged");
    // The revision's text is shown as text: its markup is escaped, never run.
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script>\./);
  });

  it("offers every revision with a record as a choice, the compared pair chosen", async () => {
    const [older, newer] = versions;
    const { html } = await pageOf(`${EDITOR}?from=${older}&to=${newer}`);
    const radio = (side: string, version: number | undefined) =>
      new RegExp(`<input type="radio"[^>]*name="${side}" checked="" value="${version}"`);
    expect(html).toMatch(radio("from", older));
    expect(html).toMatch(radio("to", newer));
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*id="compare-revisions"|id="compare-revisions"[^>]*method="get"/,
    );
  });

  it("is valid HTML", async () => {
    const [older, newer] = versions;
    const { html } = await pageOf(`${EDITOR}?from=${older}&to=${newer}`);
    expect(await htmlErrors([{ name: "comparison", html }])).toEqual([]);
  });

  it("answers 404 for a version the item does not have", async () => {
    const { response } = await pageOf(`${EDITOR}?from=${versions[0]}&to=99999`);
    expect(response.status).toBe(404);
  });

  it.each([
    "?from=abc&to=2",
    "?from=2",
    "?to=-1&from=1",
    "?from=&to=",
    "?from=1.5&to=2",
    "?from=99999999999999999999&to=1",
  ])("leads %s back to the editor", async (query) => {
    const { response } = await pageOf(`${EDITOR}${query}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(EDITOR);
  });
});

describe("previewing a revision", () => {
  it("is linked from its row and shows that revision's record on the news page", async () => {
    const [older] = versions;
    const { html } = await pageOf(EDITOR);
    const link = `/news?preview=${KEY}&amp;revision=${older}`;
    expect(html).toContain(`href="${link}"`);
    const preview = await pageOf(link.replaceAll("&amp;", "&"));
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.html).toContain("Preview of a draft.");
    expect(preview.html).toContain("Heronsgate reactor opens");
    expect(preview.html).not.toContain("Heronsgate reactor starts");
  });

  it("shows the public page to anyone not signed in", async () => {
    const response = await service.fetch(`/news?preview=${KEY}&revision=${versions[0]}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Heronsgate reactor opens");
  });
});

/** Every editor an editor may open, with an item of the sample content: the item editors and the single records. */
const SITE_PATH = "/staff/site";
const EDITORS = [
  ...Object.keys(STAFF_PAGES).filter((path) => /^\/staff\/[a-z-]+\/:key$/.test(path)),
  "/staff/home",
  SITE_PATH,
];

describe.each(EDITORS)("the editor at %s", (pattern) => {
  it("compares its seeded version with itself, and previews it where a public page shows it", async () => {
    const path = await sampleEditorPath(service, editor, pattern);
    const { response, html } = await pageOf(`${path}?from=1&to=1`);
    expect(response.status).toBe(200);
    expect(html).toContain("No field differs between these two versions.");
    const previews = [...html.matchAll(/href="([^"]*(?:\?|&amp;)revision=1)"/g)].map((match) =>
      (match[1] ?? "").replaceAll("&amp;", "&"),
    );
    // The company identity has no public preview (decision 106); every other kind has one.
    expect(previews).toHaveLength(path === SITE_PATH ? 0 : 1);
    for (const preview of previews) {
      const shown = await pageOf(preview);
      expect(shown.response.status, preview).toBe(200);
      expect(shown.html, preview).toContain("Preview of a draft.");
    }
  });
});
