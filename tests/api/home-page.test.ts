import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_CHEMICAL_CATEGORY_IDS, HOME_PRINTING_CATEGORY_IDS } from "#app/routes/home/home-content.ts";
import { LOCALES, localizedPath } from "#shared/i18n/locales.ts";
import { INDUSTRIES } from "#shared/industries/industries.ts";
import { jsonOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let html: string;
beforeAll(async () => {
  service = await startTestService();
  const response = await service.fetch("/");
  expect(response.status).toBe(200);
  html = await response.text();
});
afterAll(() => service.stop());

/** The text of the HTML with tags removed and whitespace collapsed, as a crawler reads it. */
const text = () =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const hrefs = () =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, "&"));

describe("the home page as served, before any JavaScript runs", () => {
  it("shows the counters' final values, not a starting zero", () => {
    const page = text();
    expect(page).toContain("35+ years of experience");
    expect(page).toContain("200+ products and bespoke solutions");
    expect(page).toContain("40+ countries served");
    const counters = [...html.matchAll(/<span class="counter-final">(\d+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(counters).toEqual(["35", "200", "40"]);
  });

  it("has a carousel region of three slides labelled 1 of 3 to 3 of 3, each with its button", () => {
    expect(html).toMatch(/<section[^>]*aria-roledescription="carousel"[^>]*aria-label="[^"]+"/);
    const slides = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="(\d) of (\d)"/g)];
    expect(slides.map((match) => `${match[1]} of ${match[2]}`)).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    const carousel = html.slice(
      html.indexOf('aria-roledescription="carousel"'),
      html.indexOf("home-figures"),
    );
    const buttons = [...carousel.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(buttons).toEqual(["/product", "/industries", "/who-we-are"]);
    expect(carousel).toContain('aria-live="off"');
  });

  it("lists the four newest news items, each linking to /news#<id>", async () => {
    const { data } = (await jsonOf(service, "/api/media-list?skip=0")) as {
      data: { id: number; name: string }[];
    };
    const newest = data.slice(0, 4);
    const newsLinks = hrefs().filter((href) => href?.startsWith("/news#"));
    expect(newsLinks).toEqual(newest.map((item) => `/news#${item.id}`));
    for (const item of newest) expect(text()).toContain(item.name.replace(/'/g, "&#x27;"));
  });

  it("has the product grids with the category ids of spec 2.4", () => {
    const categoryIds = hrefs()
      .map((href) => href?.match(/^\/product\?cat_id=(\d+)$/)?.[1])
      .filter((id) => id !== undefined)
      .map(Number);
    expect(categoryIds).toEqual(
      expect.arrayContaining([...HOME_CHEMICAL_CATEGORY_IDS, ...HOME_PRINTING_CATEGORY_IDS]),
    );
    expect(html).toMatch(/<h2 id="chemical-solutions-title">Chemical Solutions<\/h2>/);
    expect(html).toMatch(/<h2 id="printing-solutions-title">Printing Solutions<\/h2>/);
    expect(text()).toContain("Heatset Web Offset");
  });

  it("links every industry in the industries list", async () => {
    const { data } = (await jsonOf(service, "/api/industries-list")) as {
      data: { slug: string }[];
    };
    const links = hrefs();
    for (const industry of data) expect(links).toContain(`/industries/${industry.slug}`);
    expect(INDUSTRIES).toHaveLength(data.length);
  });

  it("links the parent companies externally, in a new tab", () => {
    expect(html).toMatch(
      /<a href="https:\/\/www\.fenmoor-holdings\.example" rel="noopener noreferrer" target="_blank">/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/www\.carrow-industrial\.example" rel="noopener noreferrer" target="_blank">/,
    );
  });

  it("leads on to the pages spec 2.4 names and ends with the call to action", () => {
    const links = hrefs();
    for (const path of [
      "/quality-certifications",
      "/careers-overview",
      "/talent-philosophy",
      "/contact-us",
      "/sales-enquiry",
      "/request-a-sample",
    ])
      expect(links).toContain(path);
    const callToAction = html.slice(html.indexOf('class="call-to-action"'));
    expect(callToAction).toMatch(/href="\/sales-enquiry"[^>]*>Sales enquiry</);
    expect(callToAction).toMatch(/href="\/request-a-sample"[^>]*>Request a sample</);
  });

  it("gives every image its width and height, and lazy-loads none above the banner's end", () => {
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image).toMatch(/ width="\d+"/);
      expect(image).toMatch(/ height="\d+"/);
    }
    const banner = html.slice(
      html.indexOf('class="home-banner"'),
      html.indexOf('aria-labelledby="intro-title"'),
    );
    expect(banner).not.toContain('loading="lazy"');
  });
});

describe("the home page's head", () => {
  const metaOf = (page: string, name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]+)"/>`).exec(page)?.[1];

  it("sets a description and keywords (spec 2.3), in each language its own", async () => {
    const keywords = new Set<string>();
    for (const home of LOCALES.map((locale) => localizedPath("/", locale))) {
      const page = await (await service.fetch(home)).text();
      expect(metaOf(page, "description"), home).toBeDefined();
      const list = metaOf(page, "keywords");
      expect(list, home).toMatch(/^[^,]+(, [^,]+){4,}$/);
      keywords.add(list ?? "");
    }
    expect(keywords.size).toBe(LOCALES.length);
  });
});
