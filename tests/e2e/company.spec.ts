import { expect, test } from "./fixtures.ts";

test.describe("company pages", () => {
  test("who-we-are shows the virtual tour poster and fetches the video only when asked", async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/who-we-are");
    const banner = page.getByRole("region", { name: "Virtual Tour" });
    await expect(banner.getByRole("img")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => !url.startsWith(baseURL ?? ""))).toEqual([]);
    expect(requests.filter((url) => url.includes("/videos/"))).toEqual([]);

    await banner.getByRole("link", { name: "Play the virtual tour" }).click();
    const video = banner.locator("video");
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute("src", /\/files\/videos\/virtual-tour\.webm$/);
    await expect.poll(() => requests.some((url) => url.includes("/videos/virtual-tour.webm"))).toBe(true);
  });

  test("profiles link to their neighbours only where one exists, and reload on the way", async ({ page }) => {
    await page.goto("/board-of-directors");
    const cards = page.getByRole("main").getByRole("listitem");
    const names = await cards.getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    await page.getByRole("link", { name: names[0] }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[0] ?? "");
    const neighbours = page.getByRole("navigation", { name: /other members/i });
    await expect(neighbours.getByRole("link", { name: /^Previous/ })).toHaveCount(0);
    await neighbours.getByRole("link", { name: /^Next/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1] ?? "");
    await expect(page).toHaveTitle(new RegExp(names[1] ?? ""));
    await expect(neighbours.getByRole("link", { name: /^Previous/ })).toContainText(names[0] ?? "");

    const last = names.at(-1) ?? "";
    await page.goto("/board-of-directors");
    await page.getByRole("link", { name: last }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last);
    await expect(neighbours.getByRole("link", { name: /^Next/ })).toHaveCount(0);
  });

  test("a profile shows the breadcrumb back to its team", async ({ page }) => {
    await page.goto("/corporate-team/james-whitcombe");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Company" })).toBeVisible();
    await breadcrumb.getByRole("link", { name: "Corporate Team" }).click();
    await expect(page).toHaveURL(/\/corporate-team$/);
  });

  test("a corporate profile without a portrait shows no photo", async ({ page }) => {
    await page.goto("/corporate-team/owen-pritchard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Owen Pritchard");
    await expect(page.getByRole("main").getByRole("img", { name: /Portrait/ })).toHaveCount(0);
    await page.goto("/corporate-team/tom-fairbairn");
    await expect(page.getByRole("img", { name: "Portrait of Tom Fairbairn" })).toBeVisible();
  });

  test("an unknown profile is the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/board-of-directors/no-such-person");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Error.");
  });

  test("an old person slug redirects to the renamed profile", async ({ page }) => {
    await page.goto("/sarah-ellis");
    await expect(page).toHaveURL(/\/corporate-team\/sarah-ellis-okafor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sarah Ellis-Okafor");
  });

  test("CSR has four titled blocks and two PDFs; ESG two certificate cards", async ({ page, request }) => {
    await page.goto("/csr");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Our people",
      "Our community",
      "Our environment",
      "Responsible sourcing",
      "Documents",
    ]);
    for (const name of ["CSR Report 2023 (PDF)", "Supplier Code of Conduct (PDF)"]) {
      const href = await page.getByRole("link", { name }).getAttribute("href");
      expect((await request.get(href ?? "")).headers()["content-type"]).toBe("application/pdf");
    }
    await page.goto("/esg");
    await expect(page.getByRole("link", { name: /Download certificate/ })).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Responsible Care certificate" })).toBeVisible();
  });

  test("careers overview prompts to write to the careers mailbox", async ({ page }) => {
    await page.goto("/careers-overview");
    await expect(page.getByRole("link", { name: "careers@fenmoor-chemicals.example" })).toHaveAttribute(
      "href",
      "mailto:careers@fenmoor-chemicals.example",
    );
  });

  test("talent philosophy lists the four pillars", async ({ page }) => {
    await page.goto("/talent-philosophy");
    await expect(page.getByRole("main").getByRole("listitem").getByRole("heading")).toHaveText([
      "Bonding",
      "Out-of-the-box thinking",
      "Nurturing",
      "Diversity",
    ]);
  });
});

test.describe("quality certifications accordion", () => {
  const SECTIONS = ["ISO 9001", "ISO 22000", "ISO 14001", "HACCP", "HALAL", "KOSHER", "Safety Compliance"];

  test("opens one certificate at a time, with the keyboard too", async ({ page }) => {
    await page.goto("/quality-certifications");
    const summaries = page.locator("summary");
    await expect(summaries).toHaveCount(SECTIONS.length);
    for (const [index, name] of SECTIONS.entries()) await expect(summaries.nth(index)).toContainText(name);
    const details = page.locator("details");
    await expect(details.first()).toHaveAttribute("open", "");
    await expect(page.getByText("valid to 27 June 2024")).toBeVisible();

    await summaries.nth(5).focus();
    await page.keyboard.press("Enter");
    await expect(details.nth(5)).toHaveAttribute("open", "");
    await expect(details.first()).not.toHaveAttribute("open", "");
    await expect(page.getByText("92 of our foam control agents are certified Kosher")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Kosher certificate and product list (PDF)" })).toBeFocused();
    await summaries.nth(6).click();
    await expect(details.nth(5)).not.toHaveAttribute("open", "");
    await expect(page.getByRole("link", { name: "REACh statement (PDF)" })).toBeVisible();
  });

  test("every certificate PDF downloads", async ({ page, request }) => {
    await page.goto("/quality-certifications");
    // Closed sections hide their links from the accessibility tree, so read them from the markup.
    const links = page.locator('main a[type="application/pdf"]');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => href.includes("certificate") || href.includes("reach"))).toHaveLength(7);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("pages reached through the menu load their own content, not the first page's", async ({ page }) => {
    await page.goto("/board-of-directors");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("button", { name: "Company" }).click();
    await menu.getByRole("link", { name: "Corporate Team" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Team");
    await expect(page.getByRole("link", { name: "Owen Pritchard" })).toBeVisible();
    await menu.getByRole("button", { name: "Company" }).click();
    await menu.getByRole("link", { name: "Vision" }).click();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404 Error.");
  });
});
