import { staticPaths } from "../support/route-table.ts";
import { expect, test } from "./fixtures.ts";

const pages = [...staticPaths(), "/products/fenfoam-s-120", "/industries/recycling-water-treatment"];

test.describe("no third party until the visitor asks", () => {
  test("no page requests anything from another origin when it loads", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== baseURL) elsewhere.push(`${page.url()} → ${url.href}`);
    });
    for (const pathname of pages) {
      await page.goto(pathname, { waitUntil: "load" });
    }
    expect(elsewhere).toEqual([]);
  });

  test("the contact page loads OpenStreetMap only after 'Show the map'", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>map</title>" });
    });
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: "Show the map" })).toBeVisible();
    expect(mapRequests).toEqual([]);

    await page.getByRole("link", { name: "Show the map" }).click();
    await expect(page.locator('iframe[title$="location"]')).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
});
