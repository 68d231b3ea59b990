import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

/** The product list of issue 31: 279 products (content/catalogue/products.json), 50 a page. */
const EDITOR = { email: "lena.lists@fenmoor.example", role: "editor", name: "Lena Lists" } as const;

test("an editor finds products by search, status and category, sorts and pages them, and unpublishes two at once", async ({
  page,
  staff,
}) => {
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/products");
  const table = page.getByRole("table", { name: "Products by name" });
  await expect(page.getByText("1–50 of 279")).toBeVisible();
  await expect(table.getByRole("checkbox")).toHaveCount(50);
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(`/staff/products?page=2`);
  await expect(page.getByText("51–100 of 279")).toBeVisible();
  await expect(table.getByRole("link", { name: "Fenfoam M-160" })).toBeVisible();

  await page.getByLabel("Search").fill("fenstrip g-4");
  await page.getByLabel("Category").selectOption({ label: "Silicone Removers" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1–2 of 2")).toBeVisible();
  await expect(table.getByRole("checkbox")).toHaveCount(2);

  await table.getByRole("link", { name: "Name" }).click();
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("link", { name: "Name" }).click();
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("link").nth(3)).toHaveText("Fenstrip G-45");
  await expect(page).toHaveURL(/[?&]order=desc/);

  await page.getByRole("checkbox", { name: "Select Fenstrip G-40" }).check();
  await page.getByRole("checkbox", { name: "Select Fenstrip G-45" }).check();
  await page.getByRole("button", { name: "Unpublish selected" }).click();
  // It asks first, in view and focused, naming the two.
  const step = page.getByRole("heading", { name: "Unpublish 2 items?" });
  await expect(step).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: /^Fenstrip G-40/ })).toBeVisible();
  await page.getByRole("button", { name: "Unpublish them" }).click();
  await expect(page.getByRole("status")).toHaveText("Unpublished 2: Fenstrip G-45, Fenstrip G-40.");
  await expectNoAxeViolations(page);

  await page.getByLabel("Status").selectOption("unpublished");
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Category").selectOption("");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1–2 of 2")).toBeVisible();
  expect((await page.request.get("/products/fenstrip-g-40")).status()).toBe(404);
  expect((await page.request.get("/products/fenstrip-g-45")).status()).toBe(404);

  // Published again in bulk: the industry page that lists them is edited by a later test.
  await page.getByRole("checkbox", { name: "Select Fenstrip G-40" }).check();
  await page.getByRole("checkbox", { name: "Select Fenstrip G-45" }).check();
  await page.getByRole("button", { name: "Publish selected", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/^Published 2: /);
  expect((await page.request.get("/products/fenstrip-g-40")).status()).toBe(200);
});

test("on a 390 px phone the product list is cards, each with its status, and nothing scrolls sideways", async ({
  page,
  staff,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staff.signIn(page, EDITOR);
  await page.goto("/staff/products");
  await expect(page.getByText("1–50 of 279")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = page.getByRole("table", { name: "Products by name" }).locator("tbody tr").first();
  const box = await first.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  // A card: the status stands below the name, not in a column beside it.
  const name = await first.getByRole("cell").nth(1).boundingBox();
  const status = first.getByRole("cell").nth(2);
  await expect(status).toHaveText(/^(Published|Draft|Unpublished|Scheduled)/);
  expect((await status.boundingBox())?.y).toBeGreaterThanOrEqual((name?.y ?? 0) + (name?.height ?? 0));
  await expectNoAxeViolations(page);
});
