import { expect, test } from "./fixtures.ts";
import { holdDataRequests } from "./hydration.ts";

const releases = (page: import("@playwright/test").Page) => page.getByRole("tabpanel").getByRole("listitem");

test.describe("press releases", () => {
  test("shows every year on arrival under the first tab, newest first", async ({ page }) => {
    await page.goto("/press-release");
    const tabs = page.getByRole("tablist", { name: "Press releases by year" }).getByRole("tab");
    await expect(tabs).toHaveText(["All years", "2026", "2025", "2024", "2023"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(releases(page)).toHaveCount(13);
    const first = releases(page).first();
    await expect(first.locator("time")).toHaveText("1 October 2026");
    await expect(first.getByRole("heading")).toHaveText(
      "Fenmoor Chemicals invests £2.4 million in silicone emulsion capacity",
    );
  });

  test("choosing a year tab reloads the list for that year, keeping the year in the URL", async ({
    page,
  }) => {
    await page.goto("/press-release");
    await page.getByRole("tab", { name: "2024" }).click();
    await expect(page).toHaveURL(/\/press-release\?year=2024$/);
    await expect(page.getByRole("tab", { name: "2024" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "All years" })).toHaveAttribute("aria-selected", "false");
    await expect(releases(page)).toHaveCount(4);
    await expect(releases(page).locator("time")).toHaveText([
      "8 October 2024",
      "15 July 2024",
      "25 April 2024",
      "6 February 2024",
    ]);
  });

  test("the list on screen is marked busy while another year loads", async ({ page }) => {
    await page.goto("/press-release");
    const { release } = await holdDataRequests(page, "/press-release");
    await page.getByRole("tab", { name: "2024" }).click();
    const list = page.getByRole("tabpanel").locator("[aria-busy]");
    await expect(list).toHaveAttribute("aria-busy", "true");
    release();
    await expect(list).toHaveAttribute("aria-busy", "false");
    await expect(releases(page)).toHaveCount(4);
  });

  test("tabs move with the arrow keys and open with Enter", async ({ page }) => {
    await page.goto("/press-release");
    const all = page.getByRole("tab", { name: "All years" });
    await all.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "2026" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "2023" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(all).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?year=2023$/);
    await expect(releases(page)).toHaveCount(3);
  });

  test("View PDF opens the release in a new tab", async ({ page, context }) => {
    await page.goto("/press-release?year=2025");
    const link = releases(page)
      .first()
      .getByRole("link", { name: /^View PDF/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/files\/press-releases\/.+\.pdf$/);
  });

  test("a year without releases shows No Record Found", async ({ page }) => {
    await page.goto("/press-release?year=1999");
    await expect(page.getByRole("tabpanel")).toHaveText("No Record Found");
  });
});

test.describe("press releases without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("year tabs are links that reload the list", async ({ page }) => {
    await page.goto("/press-release");
    await page.getByRole("tab", { name: "2023" }).click();
    await expect(page).toHaveURL(/\/press-release\?year=2023$/);
    await expect(page.getByRole("tab", { name: "2023" })).toHaveAttribute("aria-selected", "true");
    await expect(releases(page)).toHaveCount(3);
  });
});
