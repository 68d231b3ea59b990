import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_SEARCH_PATH } from "#shared/staff/paths.ts";
import { saveDraft } from "../support/content-edits.ts";
import { type StaffBrowser, signedIn, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The console-wide search (issue 31, decision 109): every kind the person may edit, by title and
 * text of the working copy, folding case and accents; results grouped by kind, linking to editors.
 */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

/** The page without its scripts and React's text separators; entities stay as sent. */
function readable(html: string): string {
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

async function search(query: string, browser = editor) {
  const response = await staffGet(
    service,
    browser,
    `${STAFF_SEARCH_PATH}?${new URLSearchParams({ q: query })}`,
  );
  return { status: response.status, html: readable(await response.text()) };
}

/** The result `title` links to, as HTML: its link, kind and status, and its snippet. */
function resultOf(html: string, title: string): string {
  return html.match(new RegExp(`<li><a href="[^"]*"[^>]*>${title}</a>.*?</li>`))?.[0] ?? "";
}

describe("the console search", () => {
  it("finds a product by a word of its description, not its name, linking to its editor", async () => {
    const { status, html } = await search("scumming");
    expect(status).toBe(200);
    expect(html).toMatch(/<h2 id="results-products">Products \(1\)<\/h2>/);
    const result = resultOf(html, "Fenprint SF Fount 50");
    expect(result).toContain('href="/staff/products/fenprint-sf-fount-50"');
    expect(result).toContain("Product, Published");
    expect(result).toContain("<mark>scumming</mark>");
  });

  it("folds case and accents on both sides, and marks the words as written", async () => {
    const { html } = await search("SCÜMMING");
    expect(resultOf(html, "Fenprint SF Fount 50")).toContain("<mark>scumming</mark>");
    const accented = await search("patisserie");
    expect(accented.html).toMatch(/<mark>[Pp]âtisserie<\/mark>/);
    expect(accented.html).toMatch(/<h2 id="results-news">News \(\d+\)<\/h2>/);
  });

  it("needs every word, and searches the draft being worked on", async () => {
    expect((await search("scumming zebra")).html).toContain("Nothing matches “scumming zebra”.");
    await saveDraft(service, "news", "117", (record) => ({
      ...record,
      description: `${String(record.description)}<p>Quillwort trial.</p>`,
    }));
    const { html } = await search("quillwort");
    expect(html).toMatch(/<h2 id="results-news">News \(1\)<\/h2>/);
    expect(html).toContain('href="/staff/news/117"');
    expect(html).toContain("<mark>Quillwort</mark>");
  });

  it("answers an empty, blank, over-long or odd query with the form, never an error", async () => {
    for (const query of ["", "   ", "x".repeat(5000), "<script>", "%", "a\u0000b"]) {
      const { status, html } = await search(query);
      expect(status).toBe(200);
      expect(html).toContain("<h1>Search all content</h1>");
      expect(html).not.toContain("<script>");
    }
    expect((await search("")).html).toContain("Type words from a title or text");
    const bare = await staffGet(service, editor, STAFF_SEARCH_PATH);
    expect(bare.status).toBe(200);
  });

  it("searches only the kinds the person may edit: the enquiry recipients are admins' alone", async () => {
    const query = "sales@fenmoor-chemicals.example";
    const admin = await signedIn(service, "admin");
    const asAdmin = await search(query, admin);
    expect(asAdmin.html).toMatch(/<h2 id="results-enquiry-recipients">Enquiry recipients \(1\)<\/h2>/);
    expect(asAdmin.html).toContain('href="/staff/enquiry-recipients"');
    expect((await search(query)).html).not.toContain("results-enquiry-recipients");
  });

  it("is in every console page's header for those who edit content, and not for sales", async () => {
    const home = await (await staffGet(service, editor, "/staff/news")).text();
    expect(home).toMatch(
      /<header[\s\S]*<form role="search"[^>]*action="\/staff\/search" method="get">[\s\S]*<\/header>/,
    );
    expect(home).toContain('<label for="console-search" class="visually-hidden">Find content</label>');
    const sales = await signedIn(service, "sales");
    const salesHome = await (await staffGet(service, sales, "/staff")).text();
    expect(salesHome).not.toContain('action="/staff/search"');
    expect((await search("scumming", sales)).status).toBe(403);
  });
});
