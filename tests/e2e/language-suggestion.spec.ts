import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-check.ts";
import { expect, test } from "./fixtures.ts";

/** The offer as a German visitor meets it: a region named in German. */
const offer = (page: Page) => page.getByRole("complementary", { name: "Sprachvorschlag" });

test.describe("the language suggestion to a German visitor", () => {
  test.use({ locale: "de-DE" });

  test("shows on an English page that hydrates cleanly, and 'Auf Deutsch lesen' leads to the German page", async ({
    page,
  }) => {
    await page.goto("/who-we-are");
    // The fixture waited for hydration and fails the test on any console error: the server-only
    // region is still there after React has taken the page over.
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute("lang", "de");
    await expect(offer(page).getByText("Diese Seite gibt es auch auf Deutsch.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await offer(page).getByRole("button", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL(/\/de\/who-we-are$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(offer(page)).toHaveCount(0);
    await page.goto("/who-we-are");
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });

  test("is reached by keyboard right after the skip link, and 'Nein, danke' removes it for good", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const accept = offer(page).getByRole("button", { name: "Auf Deutsch lesen" });
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    const decline = offer(page).getByRole("button", { name: "Nein, danke" });
    await expect(decline).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(offer(page)).toHaveCount(0);
    await page.goto("/industries");
    await expect(offer(page)).toHaveCount(0);
  });

  test("after a client-side navigation leads to the German version of the page now shown", async ({
    page,
  }) => {
    await page.goto("/industries");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await offer(page).getByRole("button", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still leads to the German page", async ({ page }) => {
      await page.goto("/industries");
      await offer(page).getByRole("button", { name: "Auf Deutsch lesen" }).click();
      await expect(page).toHaveURL(/\/de\/industries$/);
      await expect(offer(page)).toHaveCount(0);
    });
  });

  test("fits a phone's screen above the header @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(offer(page)).toBeInViewport();
    const box = await offer(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expect(offer(page).getByRole("button", { name: "Nein, danke" })).toBeInViewport();
  });
});
