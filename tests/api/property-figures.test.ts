import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productHref } from "#shared/site/page-hrefs.ts";
import { pageText } from "../support/page-text.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Figures in the catalogue's English property values, written the page's way (issue 30, item 19). */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const PRODUCT = productHref("fenfoam-s-120");
const COMPARE = "/compare?products=fenfoam-s-120,fenfoam-p-340";
/** Fenfoam S-120's pack sizes and specific gravity, and P-340's viscosity, as each language writes them. */
const FIGURES = [
  ["", "20 L can, 5 kg pail, 1,000 kg IBC", "1.03", "800 mPa·s at 25 °C"],
  ["/de", "20 L can, 5 kg pail, 1.000 kg IBC", "1,03", "800 mPa·s at 25 °C"],
  ["/fr", "20 L can, 5 kg pail, 1\u202f000 kg IBC", "1,03", "800 mPa·s at 25 °C"],
  ["/es", "20 L can, 5 kg pail, 1000 kg IBC", "1,03", "800 mPa·s at 25 °C"],
] as const;

describe("property values' figures in the page's language", () => {
  it.each(FIGURES)("the product page %s writes them %j, %j", async (prefix, packs, gravity) => {
    const text = await pageText(service, `${prefix}${PRODUCT}`);
    const cells = [...text.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells).toContain(packs);
    expect(cells).toContain(gravity);
    expect(cells).toContain(prefix ? "20\u00a0%" : "20%");
  });

  it.each(FIGURES)(
    "the compare page %s writes them %j, %j, %j",
    async (prefix, packs, gravity, viscosity) => {
      const text = await pageText(service, `${prefix}${COMPARE}`);
      const cells = [...text.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
      expect(cells).toContain(packs);
      expect(cells).toContain(gravity);
      expect(cells).toContain(viscosity);
    },
  );
});
