import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { getOkJson } from "../support/http-client.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The news editor's own forms, posted as a browser without JavaScript posts them: Save draft,
 * Preview, Publish, Unpublish, Restore and the conflict page; and every news console page is valid HTML.
 */
let service: TestService;
let editor: StaffBrowser;
let colleague: StaffBrowser;
/** Pages collected along the way, checked once by the Nu HTML Checker at the end. */
const documents: HtmlDocument[] = [];

beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  [editor, colleague] = await Promise.all([signedIn(service, "editor"), signedIn(service, "editor")]);
});
afterAll(() => service.stop());

type NewsList = { data: { id: number; name: string; description: string }[]; total: number };
const mediaList = () => getOkJson<NewsList>(service, "/api/media-list");

const item = {
  name: "Fenmoor opens a pilot plant for low-VOC release agents",
  date: "2099-03-04",
  description: "<p>The plant at <strong>Heronsgate</strong> makes water-based release agents.</p>",
  image: "",
  imageAlt: "",
};

/** The page's HTML without React's text separators, as a reader sees the words. */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The version the editor page holds in its hidden field, as a browser would post it back. */
async function versionOn(browser: StaffBrowser, path: string): Promise<string> {
  const html = await (await staffGet(service, browser, path)).text();
  const version = /name="version" value="(\d+)"/.exec(html)?.[1];
  if (!version) throw new Error(`no version field on ${path}`);
  return version;
}

async function keep(name: string, response: Response) {
  const html = await response.text();
  documents.push({ name, html });
  return html;
}

let itemPath = "";

describe("the news editor's forms", () => {
  it("Save draft creates the item and changes nothing public", async () => {
    const before = await mediaList();
    const response = await staffAction(service, editor, "/staff/news/new", "save", { ...item, version: "0" });
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/news\/\d+\?done=saved$/);
    itemPath = location.replace(/\?.*/, "");

    const page = await staffGet(service, editor, location);
    expect(page.status).toBe(200);
    const html = await keep("editor after save", page);
    expect(html).toContain("Draft saved. The public site is unchanged until you publish.");
    expect(html).toContain("Status: <strong>Draft</strong>");
    expect((await mediaList()).total).toBe(before.total);

    const list = await staffGet(service, editor, "/staff/news");
    const listHtml = await keep("news list", list);
    expect(listHtml).toContain(`href="${itemPath}"`);
    documents.push({
      name: "new item",
      html: await (await staffGet(service, editor, "/staff/news/new")).text(),
    });
  });

  it("a form with a missing title comes back with the message beside the field", async () => {
    const response = await staffAction(service, editor, itemPath, "save", {
      ...item,
      name: "",
      version: await versionOn(editor, itemPath),
    });
    expect(response.status).toBe(400);
    const html = await keep("editor with errors", response);
    expect(html).toContain("Enter a title (up to 200 characters).");
    expect(html).toContain('aria-invalid="true"');
  });

  it("Preview redirects to the item's public address, which shows the draft to the editor alone", async () => {
    const title = "Preview headline for the Heronsgate pilot plant";
    const response = await staffAction(service, editor, itemPath, "preview", {
      ...item,
      name: title,
      version: await versionOn(editor, itemPath),
    });
    expect(response.status).toBe(302);
    const key = itemPath.split("/").at(-1);
    expect(response.headers.get("location")).toBe(`/news?preview=${key}`);

    const preview = await staffGet(service, editor, `/news?preview=${key}`);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await keep("news preview", preview);
    expect(html).toContain(title);
    expect(await (await service.fetch(`/news?preview=${key}`)).text()).not.toContain(title);
  });

  it("Publish makes the draft live on the news page and the API", async () => {
    const response = await staffAction(service, editor, itemPath, "publish", {
      ...item,
      version: await versionOn(editor, itemPath),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${itemPath}?done=published`);
    expect((await mediaList()).data[0]?.name).toBe(item.name);
    expect(await (await service.fetch("/news")).text()).toContain(item.name);
    const html = await keep(
      "editor after publish",
      await staffGet(service, editor, `${itemPath}?done=published`),
    );
    expect(html).toContain("Status: <strong>Published</strong>");
    expect(html).toContain("Published: it is live on the news page");
  });

  it("a second editor's save on an outdated version is refused, naming who changed what", async () => {
    const base = await versionOn(editor, itemPath);
    const theirs = await staffAction(service, colleague, itemPath, "save", {
      ...item,
      name: "A colleague's better headline",
      date: "2099-03-05",
      version: base,
    });
    expect(theirs.status).toBe(302);
    const mine = await staffAction(service, editor, itemPath, "save", {
      ...item,
      description: "<p>My own text, kept in the form.</p>",
      version: base,
    });
    expect(mine.status).toBe(409);
    const text = await pageText(mine.clone());
    expect(text).toMatch(
      /Not saved: editor-[0-9a-f]{8}@fenmoor\.example changed this item while you were editing \(Title and Date changed\)/,
    );
    expect(text).toContain("My own text, kept in the form.");
    await keep("conflict page", mine);
    const entry = await service.services.contentEditing.get("news", itemPath.split("/").at(-1) ?? "");
    expect(entry?.working.name).toBe("A colleague's better headline");
  });

  it("Restore brings an earlier revision back as the draft, and Unpublish takes the item down", async () => {
    const key = itemPath.split("/").at(-1) ?? "";
    const history = await service.services.contentEditing.history("news", key);
    const published = history.find((revision) => revision.action === "publish");
    if (!published) throw new Error("no publish revision");
    const restored = await staffAction(service, editor, itemPath, "restore", {
      revision: String(published.version),
      version: await versionOn(editor, itemPath),
    });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${itemPath}?done=restored`);
    const entry = await service.services.contentEditing.get("news", key);
    expect(entry?.draft?.name).toBe(item.name);

    // An Unpublish from a page opened before the restore is refused like a stale save.
    const stale = await staffAction(service, editor, itemPath, "unpublish", { version: "1", confirm: "yes" });
    expect(stale.status).toBe(409);
    expect(await pageText(stale)).toContain("Not saved:");

    const unpublished = await staffAction(service, editor, itemPath, "unpublish", {
      version: await versionOn(editor, itemPath),
      confirm: "yes",
    });
    expect(unpublished.status).toBe(302);
    expect(unpublished.headers.get("location")).toBe(`${itemPath}?done=unpublished`);
    expect((await mediaList()).data.map((news) => news.name)).not.toContain(item.name);
    expect((await service.fetch(`/news?item=${key}`)).status).toBe(404);
    const html = await keep("editor after unpublish", await staffGet(service, editor, itemPath));
    expect(html).toContain("Status: <strong>Unpublished</strong>");
    expect(html).toContain("Restored as a draft");
  });
});

it("every news console page is valid HTML (Nu HTML Checker)", { timeout: 120_000 }, async () => {
  expect(documents.map((document) => document.name)).toHaveLength(8);
  expect(await htmlErrors(documents)).toEqual([]);
});
