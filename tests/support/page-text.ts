import { expect } from "vitest";
import { getPage, type Site } from "./http-client.ts";

const SCRIPTS = /<script[^>]*>[\s\S]*?<\/script>/g;

/** A page's text and attributes as a reader gets them: scripts out, React's entities read back. */
export async function pageText(site: Site, pathname: string, status = 200): Promise<string> {
  const page = await getPage(site, pathname);
  expect(page.status, pathname).toBe(status);
  return page.html
    .replace(SCRIPTS, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
