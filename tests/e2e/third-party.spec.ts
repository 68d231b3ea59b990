import { expect, test } from "./fixtures.ts";

test.describe("no third party until the visitor asks", () => {
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
