import { expect, test } from "./fixtures.ts";

test.describe("legal pages", () => {
  test("the disclaimer covers general information, liability, external links and unavailability", async ({
    page,
  }) => {
    await page.goto("/disclaimer");
    await expect(page).toHaveTitle("Disclaimer | Fenmoor Chemicals");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toContainText([
      "General information only",
      "Limitation of liability",
      "External links",
      "Temporary unavailability",
    ]);
    await expect(page.getByRole("main")).toContainText("Fenmoor Chemicals Ltd");
    await expect(page.getByRole("main")).not.toContainText("{");
  });

  test("the privacy policy has every section, its dates, the lawful bases table and the cookie", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("Issued May 2018, revised May 2022");
    await expect(main.getByRole("heading", { level: 2 })).toContainText([
      "Who we are",
      "The data we collect about you",
      "How your personal data is collected",
      "How we use your personal data",
      "Marketing and opting out",
      "Cookies",
      "Disclosures of your personal data",
      "International transfers",
      "Data security",
      "Data retention",
      "Your legal rights",
      "Glossary",
    ]);
    const bases = main.getByRole("table", { name: /lawful basis/ });
    await expect(bases.getByRole("columnheader")).toHaveText([
      "Purpose or activity",
      "Type of data",
      "Lawful basis for processing",
    ]);
    expect(await bases.getByRole("row").count()).toBeGreaterThan(5);
    const cookies = main.getByRole("table", { name: "The cookie this website sets" });
    await expect(cookies.getByRole("row")).toHaveCount(2);
    await expect(cookies.getByRole("rowheader")).toHaveText("XSRF-TOKEN");
    await expect(cookies).toContainText("Strictly necessary");
    for (const fact of [
      "24 months",
      "six years",
      "within one month",
      "outside the United Kingdom and the European Economic Area",
    ])
      await expect(main).toContainText(fact);
    await expect(
      main.getByRole("link", { name: "privacy@fenmoor-chemicals.example" }).first(),
    ).toHaveAttribute("href", "mailto:privacy@fenmoor-chemicals.example");
  });

  test("the contents list jumps to a section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Data retention" })
      .click();
    await expect(page).toHaveURL(/#retention$/);
    await expect(page.getByRole("heading", { name: "Data retention" })).toBeInViewport();
  });

  test("the terms of use cover acceptable use, linking, liability, governing law and trade marks", async ({
    page,
  }) => {
    await page.goto("/terms-of-use");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText([
      "Acceptable use",
      "Linking to our website",
      "Copyright and trade marks",
      "Our liability",
      "Governing law",
    ]);
    await expect(page.getByRole("main")).toContainText("law of England and Wales");
  });
});

test("legal pages open by client-side navigation from the footer", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disclaimer");
});
