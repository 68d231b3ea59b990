import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g;

/** The stylesheet every page links first: the shared one, which declares the web font. */
async function sharedStylesheet(html: string): Promise<{ href: string; css: string }> {
  const href = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1] ?? "";
  return { href, css: await textOf(service, href) };
}

/** The `@font-face` rules of Source Sans 3 itself (not its local fallbacks) in a stylesheet. */
function webFontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)]
    .map((match) => match[0])
    .filter((face) => face.includes('font-family:"Source Sans 3"'));
}

describe("the web font's preloads (decision 084)", () => {
  it.each(["/", "/who-we-are", "/news"])(
    "%s preloads the three weights its stylesheet declares, each a woff2 the service sends",
    async (pathname) => {
      const html = await textOf(service, pathname);
      const preloads = [...html.matchAll(FONT_PRELOAD)].map((match) => match[1] ?? "");
      expect(preloads).toHaveLength(3);
      expect(html.indexOf(preloads[0] ?? "")).toBeLessThan(html.indexOf("</head>"));

      const { href: sheet, css } = await sharedStylesheet(html);
      for (const weight of [400, 600, 700]) {
        const face = css.match(
          new RegExp(`@font-face\\{[^}]*font-weight:${weight}[^}]*latin-${weight}-normal[^}]*\\}`),
        );
        expect(face, `a latin ${weight} face in ${sheet}`).not.toBeNull();
        const url = face?.[0].match(/url\(([^)]+\.woff2)\)/)?.[1];
        expect(preloads).toContain(url);
      }

      for (const href of preloads) {
        const response = await request(service, href);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("font/woff2");
      }
    },
  );

  it("declares only the latin and latin-ext faces of the three weights, as woff2 alone (decision 087)", async () => {
    const { css } = await sharedStylesheet(await textOf(service, "/"));
    const faces = webFontFaces(css);
    const files = faces.map((face) => face.match(/source-sans-3-([a-z-]+-\d00)-normal-[^.]+\.woff2/)?.[1]);
    expect(files.sort()).toEqual(
      ["latin-400", "latin-600", "latin-700", "latin-ext-400", "latin-ext-600", "latin-ext-700"].sort(),
    );
    for (const face of faces) {
      expect(face).toMatch(/unicode-range:/);
      expect(face).not.toMatch(/\.woff\)/);
    }
  });
});
