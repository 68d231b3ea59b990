import { expect, test } from "./fixtures.ts";

/** Decision 022: one behaviour for every paged list and every address, whatever the list or page. */
test.describe("addresses behave one way across the site", () => {
  test("a page number past the end of any list shows its last page", async ({ page }) => {
    await page.goto("/news?page=99");
    await expect(page).toHaveURL(/\/news\?page=4$/);
    await expect(
      page.getByRole("navigation", { name: "News pages" }).getByText("4", { exact: true }),
    ).toHaveAttribute("aria-current", "page");

    await page.goto("/product?cat_id=29&page=99");
    await expect(page).toHaveURL(/\/product\?cat_id=29&page=2$/);
    await expect(page.getByRole("status")).toHaveText(/^Showing 11–\d+ of/);
  });

  test("a page number that is no number shows the first page", async ({ page }) => {
    await page.goto("/news?page=abc");
    await expect(page).toHaveURL(/\/news$/);
    await page.goto("/product?cat_id=29&page=0");
    await expect(page).toHaveURL(/\/product\?cat_id=29$/);
  });

  test("addresses are the same in any letter case", async ({ page }) => {
    for (const [typed, address, heading] of [
      ["/industries/ADHESIVES", "/industries/adhesives", "Adhesives"],
      ["/PRODUCT", "/product", "Product Finder"],
      ["/Products/Fenfoam-A-30", "/products/fenfoam-a-30", "Fenfoam A-30"],
      ["/Board-Of-Directors/Margaret-Holloway", "/board-of-directors/margaret-holloway", "Margaret Holloway"],
      ["/News?page=2", "/news?page=2", "News"],
    ] as const) {
      await page.goto(typed);
      await expect(page, typed).toHaveURL(address);
      await expect(page.getByRole("heading", { level: 1 }), typed).toHaveText(heading);
    }
  });
});
