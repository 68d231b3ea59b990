import { waitForEnhancedForm } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

test.describe("languages", () => {
  test("a German page hydrates with its own language's scripts and navigates in German", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(await response.text());
    });
    await page.goto("/de/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // Only the German texts reached the browser (decision 061).
    const loaded = scripts.join("\n");
    expect(loaded).toContain("Karriere und Medien");
    expect(loaded).not.toContain("Careers and media");
    const main = page.getByRole("navigation", { name: "Hauptmenü" });
    const company = main.getByRole("button", { name: "Unternehmen" });
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    // A client-side navigation discovers the next route in German and keeps the German shell.
    await main.getByRole("link", { name: "Über uns" }).click();
    await expect(page).toHaveURL(/\/de\/who-we-are$/);
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeVisible();
    expect(scripts.join("\n")).not.toContain("Careers and media");
  });

  test("the switcher leads to the same page and query in another language", async ({ page }) => {
    await page.goto("/product?query=foam");
    // The server's copy leaves the query out (the page cache shares it); the script adds it.
    const german = page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" });
    await expect(german).toHaveAttribute("href", "/de/product?query=foam");
    await german.click();
    await expect(page).toHaveURL(/\/de\/product\?query=foam$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const english = page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("href", "/product?query=foam");
    await english.click();
    await expect(page).toHaveURL(/\/product\?query=foam$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  });

  test("an unknown path's switcher leads to each language's home page", async ({ page }) => {
    await page.goto("/no-such-page");
    const links = page.getByRole("navigation", { name: "Language" }).getByRole("link");
    await expect(links).toHaveCount(4);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
      "/",
      "/de/",
      "/fr/",
      "/es/",
    ]);
  });

  test("an empty German sales enquiry is checked in the browser with German messages", async ({ page }) => {
    await page.goto("/de/sales-enquiry");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    await form.getByRole("button", { name: "Absenden" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Bitte korrigieren Sie Folgendes:" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem").first()).toHaveText("„Name“ ist ein Pflichtfeld");
    await expect(form.getByLabel("Postleitzahl")).toHaveAccessibleDescription(
      "Bitte füllen Sie das Feld „Postleitzahl“ aus.",
    );
    await expect(form.getByText("is required")).toHaveCount(0);
  });
});
