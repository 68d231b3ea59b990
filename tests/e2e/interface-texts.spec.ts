import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

/** Decision 067's texts after hydration: a mismatch would log a hydration error and fail the test. */
test.describe("interface texts in the page's language", () => {
  test("the French header suggests in French and opens the chosen page in French", async ({ page }) => {
    await page.goto("/fr/talent-philosophy");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Rechercher sur le site" }).pressSequentially("kosher");
    const list = page.getByRole("listbox", { name: "Rechercher sur le site" });
    await expect(list.getByRole("group", { name: "Actualités" })).toBeVisible();
    await list.getByRole("group", { name: "Communiqué de presse" }).getByRole("option").first().click();
    await expect(page).toHaveURL("/fr/press-release");
  });

  test("a German comparison hydrates in German and its links stay in German", async ({ page }) => {
    await page.goto("/de/compare?products=fendust-d-5,fendust-d-70");
    await waitForHydration(page);
    const table = page.getByRole("table", { name: "Vergleich von Fendust D-5 und Fendust D-70" });
    await expect(table.getByRole("rowheader", { name: /Abweichend/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Vergleich drucken" })).toBeVisible();
    await page.getByRole("link", { name: "Entfernen Fendust D-5 aus dem Vergleich" }).click();
    await expect(page).toHaveURL("/de/compare?products=fendust-d-70");
    await expect(page.getByText("Nur ein Produkt ist ausgewählt")).toBeVisible();
  });

  test("a Spanish product page lists its documents and sizes in Spanish", async ({ page }) => {
    await page.goto("/es/products/fendust-d-5");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Fichas de datos de seguridad" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Ficha técnica \(Internacional, inglés\)/ })).toBeVisible();
    await expect(page.getByText(/PDF, \d+ kB/).first()).toBeVisible();
  });
});
