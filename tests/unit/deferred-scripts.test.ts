import { describe, expect, it } from "vitest";
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  deferScriptsUntilPainted,
} from "#app/deferred-scripts.server.ts";

/** The shape of React Router's output: preloads in the head, its module script at the end of the body. */
const RENDERED = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/index.css"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head><body><main>Page</main><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";
import("/assets/entry.client.js");</script></body></html>`;

describe("deferScriptsUntilPainted", () => {
  const html = deferScriptsUntilPainted(RENDERED, "n1");

  it("drops the module preloads and keeps the stylesheet", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css"/>');
  });

  it("keeps React Router's module script, inert, with its nonce and imports", () => {
    expect(html).toContain(`<script nonce="n1" type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">`);
    expect(html).toContain('import("/assets/entry.client.js");');
    expect(html).not.toContain('type="module"');
  });

  it("adds one script, with the request's nonce, that starts it after the first paint", () => {
    const starters = [...html.matchAll(/<script nonce="n1">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(starters).toHaveLength(2);
    expect(starters[1]).toContain("first-contentful-paint");
    // Sent without its line breaks: it must still parse as one script.
    expect(starters[1]).not.toContain("\n");
    expect(() => new Function(starters[1] ?? "")).not.toThrow();
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Service unavailable</p></body></html>";
    expect(deferScriptsUntilPainted(plain, "n1")).toBe(plain);
  });
});
