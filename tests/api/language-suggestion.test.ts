import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "#server/http/page-cache.ts";
import { LANGUAGE_ANSWER_COOKIE, LANGUAGE_SUGGESTION_PATH } from "#shared/i18n/language-suggestion.ts";
import { request } from "../support/http-client.ts";
import { servedFromCache, untilServedFromCache } from "../support/page-cache-figures.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

/** The suggestion a page shows to a visitor with these headers, or undefined. */
async function suggestionOn(path: string, headers: Record<string, string>) {
  const response = await request(service, path, { headers });
  const html = await response.text();
  return { response, html, aside: html.match(/<aside class="language-suggestion"[\s\S]*?<\/aside>/)?.[0] };
}

function answer(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(service, LANGUAGE_SUGGESTION_PATH, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the language suggestion", () => {
  it("offers German to a German visitor on English pages, in German, with a form to the German page", async () => {
    for (const path of ["/", "/who-we-are"]) {
      const { aside, response } = await suggestionOn(path, { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
      expect(aside, path).toBeDefined();
      expect(aside).toContain('lang="de"');
      expect(aside).toContain('aria-label="Sprachvorschlag"');
      expect(aside).toContain("Diese Seite gibt es auch auf Deutsch.");
      expect(aside).toContain(`action="${LANGUAGE_SUGGESTION_PATH}"`);
      const buttons = [...(aside ?? "").matchAll(/<button([^>]*)>([^<]*)<\/button>/g)];
      expect(buttons.map(([, , label]) => label)).toEqual(["Auf Deutsch lesen", "Nein, danke"]);
      expect(buttons.map(([, attributes]) => attributes?.match(/value="([^"]*)"/)?.[1])).toEqual([
        "de",
        "no",
      ]);
      for (const [, attributes] of buttons) expect(attributes).toContain('name="answer"');
      expect(aside).toContain(`name="back" value="${path}"`);
      // Not for shared caches, and the page says which header it depends on.
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).toMatch(/accept-language/i);
    }
  });

  it("offers nothing on a page already in the visitor's language, nor without a preference", async () => {
    expect((await suggestionOn("/de/", { "accept-language": "de" })).aside).toBeUndefined();
    expect((await suggestionOn("/de/who-we-are", { "accept-language": "de-AT" })).aside).toBeUndefined();
    const english = await suggestionOn("/who-we-are", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.aside).toBeUndefined();
    expect(english.response.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(english.response.headers.get("vary")).toMatch(/accept-language/i);
    expect((await suggestionOn("/who-we-are", { "accept-language": "*" })).aside).toBeUndefined();
    expect((await suggestionOn("/who-we-are", { "accept-language": "ja, zh;q=0.5" })).aside).toBeUndefined();
  });

  it("offers English to an English visitor on German pages, the highest quality winning", async () => {
    const { aside } = await suggestionOn("/de/who-we-are", {
      "accept-language": "fr;q=0.4, en-US;q=0.8, de;q=0.1",
    });
    expect(aside).toContain('lang="en-GB"');
    expect(aside).toContain("This page is also available in English.");
    expect(aside).toContain("Read in English");
    expect(aside).toContain("No, thanks");
    expect(aside).toContain('name="back" value="/de/who-we-are"');
  });

  it("offers nothing on a missing page", async () => {
    const { response, aside } = await suggestionOn("/no-such-page", { "accept-language": "de" });
    expect(response.status).toBe(404);
    expect(aside).toBeUndefined();
  });

  it("keeps each suggestion's copy apart in the page cache, and hits stay hits", async () => {
    const visitors = { de: "de", fr: "fr-FR", es: "es", none: "en" };
    for (const [, header] of Object.entries(visitors)) {
      const primed = await untilServedFromCache(() =>
        request(service, "/industries", { headers: { "accept-language": header } }),
      );
      expect(servedFromCache(primed), header).toBe(true);
      await primed.arrayBuffer();
    }
    for (const [language, header] of Object.entries(visitors)) {
      const { response, aside } = await suggestionOn("/industries", { "accept-language": header });
      expect(servedFromCache(response), language).toBe(true);
      if (language === "none") expect(aside).toBeUndefined();
      else expect(aside).toContain(`lang="${language}"`);
    }
  });

  it("sends the visitor to the page in the language chosen and remembers the answer", async () => {
    const chosen = await answer({ answer: "de", back: "/who-we-are" }, { origin: service.baseUrl });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/de/who-we-are");
    const cookie = chosen.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${LANGUAGE_ANSWER_COOKIE}=`));
    expect(cookie).toMatch(/^language-answered=de; Path=\/; Max-Age=\d{8}; SameSite=Lax; HttpOnly$/);
    const pair = (cookie ?? "").split(";")[0] ?? "";
    const after = await suggestionOn("/who-we-are", { "accept-language": "de", cookie: pair });
    expect(after.aside).toBeUndefined();
    const primed = await untilServedFromCache(() =>
      request(service, "/who-we-are", { headers: { "accept-language": "de", cookie: pair } }),
    );
    await primed.arrayBuffer();
    // Only the answer's cookie: the page cache may still answer, but shared caches may not keep it.
    const again = await suggestionOn("/who-we-are", { "accept-language": "de", cookie: pair });
    expect(servedFromCache(again.response)).toBe(true);
    expect(again.response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps the query a page reads, and sends 'No, thanks' back to the page", async () => {
    const chosen = await answer({ answer: "fr", back: "/de/search?search=silicone" });
    expect(chosen.headers.get("location")).toBe("/fr/search?search=silicone");
    const english = await answer({ answer: "en", back: "/de/" });
    expect(english.headers.get("location")).toBe("/");
    const declined = await answer({ answer: "no", back: "/de/who-we-are" });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe("/de/who-we-are");
    expect(declined.headers.getSetCookie().join()).toContain(`${LANGUAGE_ANSWER_COOKIE}=no;`);
  });

  it("sends the visitor to the page the browser says it posted from, on this site only", async () => {
    const moved = await answer(
      { answer: "es", back: "/who-we-are" },
      { referer: `${service.baseUrl}/industries?utm_source=x` },
    );
    expect(moved.headers.get("location")).toBe("/es/industries?utm_source=x");
    const elsewhere = await answer(
      { answer: "es", back: "/who-we-are" },
      { referer: "https://evil.example/x" },
    );
    expect(elsewhere.headers.get("location")).toBe("/es/who-we-are");
  });

  it("refuses a return path off this site, an unknown answer and a post from another site", async () => {
    for (const back of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "/.//evil.example",
      "/\t/evil.example",
      "evil",
    ]) {
      const response = await answer({ answer: "de", back });
      expect(response.status, back).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
    expect((await answer({ answer: "xx", back: "/" })).status).toBe(400);
    const forged = await answer({ answer: "de", back: "/" }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });
});
