import { expect, test } from "./fixtures.ts";

test.describe("menu on a phone @mobile", () => {
  test("offers every link of the laptop header's top bar, Contact Us included", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Careers" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Media" })).toBeVisible();
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });
});
