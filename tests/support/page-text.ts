import { expect } from "vitest";
import { getPage, type Site } from "./http-client.ts";

const SCRIPTS = /<script[^>]*>[\s\S]*?<\/script>/g;

/** A page's text and attributes as a reader gets them: scripts out, React's entities read back. */
export async function pageText(site: Site, pathname: string, status = 200): Promise<string> {
  const page = await getPage(site, pathname);
  expect(page.status, pathname).toBe(status);
  return readable(page.html);
}

/** Only what the page says: no tags, runs of white space as one space, none before punctuation. */
export function visibleText(html: string): string {
  return readable(html.replace(SCRIPTS, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?])/g, "$1");
}

function readable(html: string): string {
  return html
    .replace(SCRIPTS, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
