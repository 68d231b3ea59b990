import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderedScriptSources } from "#server/http/security-headers.ts";

const NONCE = "tGXTG416wu2a5zCbN/T4Cg==";

function hashOf(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

describe("the scripts a cached page may run", () => {
  it("are the renderer's own: those stamped with the render's nonce, data blocks aside", () => {
    const html = [
      `<head><script nonce="${NONCE}">document.documentElement.classList.add("js")</script>`,
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script></head>`,
      `<body><div class="rich-text"><script>alert(1)</script><script nonce="other">alert(2)</script></div>`,
      `<script nonce="${NONCE}" type="text/x-deferred-module" id="deferred-module">import "/a.js";</script>`,
      `</body>`,
    ].join("");
    expect(renderedScriptSources(html, NONCE)).toEqual([
      hashOf(`document.documentElement.classList.add("js")`),
      hashOf(`import "/a.js";`),
    ]);
  });

  it("leave out an injected script, even one that swallows the renderer's next script or quotes its nonce", () => {
    const html = [
      `<p><script>alert(1);/*</p><script nonce="${NONCE}">start()</script>`,
      `<script data-x='nonce="${NONCE}"'>alert(2)</script>`,
    ].join("");
    expect(renderedScriptSources(html, NONCE)).toEqual([]);
  });
});
