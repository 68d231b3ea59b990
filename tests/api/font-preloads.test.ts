import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g;

describe("the web font's preloads (decision 084)", () => {
  it.each(["/", "/who-we-are", "/news"])(
    "%s preloads the three weights its stylesheet declares, each a woff2 the service sends",
    async (pathname) => {
      const html = await textOf(service, pathname);
      const preloads = [...html.matchAll(FONT_PRELOAD)].map((match) => match[1] ?? "");
      expect(preloads).toHaveLength(3);
      expect(html.indexOf(preloads[0] ?? "")).toBeLessThan(html.indexOf("</head>"));

      const sheet = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1] ?? "";
      const css = await textOf(service, sheet);
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
});
