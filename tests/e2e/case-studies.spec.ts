import { expect, test } from "./fixtures.ts";

test.describe("case studies", () => {
  test("the list shows four stories, each linking to its page", async ({ page }) => {
    await page.goto("/case-studies");
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([
      "Component Recovery",
      "Beating the Cold",
      "Improvement Witnessed",
      "A Star Performer",
    ]);
    await page.getByRole("link", { name: "Improvement Witnessed" }).click();
    await expect(page).toHaveURL(/\/improvement-witnessed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Improvement Witnessed");
  });

  test("a case study has its three parts, a PDF and a breadcrumb back to the list", async ({
    page,
    request,
  }) => {
    await page.goto("/beating-the-cold");
    for (const part of ["Challenge", "Solution", "Outcome"]) {
      await expect(page.getByRole("region", { name: part })).toBeVisible();
    }
    const pdf = page.getByRole("link", { name: /Download this case study/ });
    const href = (await pdf.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/case-studies\/beating-the-cold\.pdf$/);
    const file = await request.get(href);
    expect(file.headers()["content-type"]).toContain("application/pdf");

    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Case Studies" })
      .click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("a case study links to the industry it belongs to", async ({ page }) => {
    await page.goto("/beating-the-cold");
    await page.getByRole("link", { name: "Construction" }).first().click();
    await expect(page).toHaveURL(/\/industries\/construction$/);
  });

  test("related stories lead on to other case studies, including a-tale-of-blood", async ({ page }) => {
    await page.goto("/component-recovery");
    const related = page.getByRole("region", { name: "Related stories" });
    await expect(related.getByRole("link")).toHaveCount(3);
    await related.getByRole("link", { name: "A Tale of Blood" }).click();
    await expect(page).toHaveURL(/\/a-tale-of-blood$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Tale of Blood");
    await expect(page.getByRole("region", { name: "Related stories" }).getByRole("link")).toHaveCount(3);
  });

  test("an unknown case study is the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/a-tale-of-woe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Error.");
  });
});
