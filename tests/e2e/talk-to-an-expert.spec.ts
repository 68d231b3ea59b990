import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SUCCESS, waitForEnhancedForm } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: WCAG_AA } })
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** Answers the three questions by their labels, as a visitor would, checking each step (axe needs JavaScript). */
async function answerThree(page: Page, { axe = true } = {}) {
  await page.goto("/talk-to-an-expert");
  await expect(page.getByRole("heading", { name: "Which industry are you in?" })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("Fermentation").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/talk-to-an-expert\?industry=fermentation$/);
  await expect(
    page.getByRole("heading", { name: "What does your process or application demand?" }),
  ).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel(/Food, drink or feed/).check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\?industry=fermentation&process=food-contact$/);
  await expect(page.getByRole("heading", { name: "What is the problem?" })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel(/Foam at start-up or during the run/).check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\?industry=fermentation&process=food-contact&problem=foam$/);
  await expect(page.getByRole("heading", { name: "Products that fit" })).toBeVisible();
}

async function sendFilledInEnquiry(page: Page) {
  const form = page.locator("form.enquiry-form");
  await expect(form.getByRole("combobox", { name: "Industry" })).toHaveValue("Fermentation");
  await expect(form.getByLabel("Message")).toHaveValue(/Which of Fenfoam/);
  await form.getByLabel("Name").fill("Alisha Kaur");
  await form.getByLabel("Company").fill("Kaur Brewing Co");
  await form.getByLabel("Email").fill("alisha@example.com");
  await form.getByLabel("Phone").fill("0161 496 0123");
  await form.getByLabel("Location").selectOption("UK");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
}

test.describe("talk to an expert", () => {
  // Axe on three steps and a result: slower than one page's test on a shared machine.
  test.slow();
  test("three steps to two to four products, with Back and Forward, axe-clean at each step", async ({
    page,
  }) => {
    await answerThree(page);
    const cards = page.locator(".expert-product");
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByText("Fits your industry, process and problem")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "What is the problem?" })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Products that fit" })).toBeVisible();

    // "Change" on an answer goes back to its question.
    await page.getByRole("link", { name: "Change process" }).click();
    await expect(page).toHaveURL(/\?industry=fermentation$/);
    await expect(
      page.getByRole("heading", { name: "What does your process or application demand?" }),
    ).toBeVisible();
  });

  test("a product suggested opens its page", async ({ page }) => {
    await answerThree(page);
    const first = page.locator(".expert-product .product-card-name a").first();
    const name = await first.textContent();
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: name ?? "" })).toBeVisible();
  });

  test("sends the filled-in enquiry with JavaScript", async ({ page }) => {
    await answerThree(page);
    await waitForEnhancedForm(page);
    await sendFilledInEnquiry(page);
  });

  test("an address it cannot follow says so and asks again, axe-clean", async ({ page }) => {
    test.info().annotations.push({ type: "expected-console", description: "status of 400" });
    await page.goto("/talk-to-an-expert?industry=fermentation&process=cooking");
    await expect(page.getByRole("alert")).toHaveText(
      "We do not know the process “cooking”. Please choose one from the list.",
    );
    await expect(
      page.getByRole("heading", { name: "What does your process or application demand?" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the finder leads to it", async ({ page }) => {
    await page.goto("/product");
    await page.locator(".finder-expert").getByRole("link", { name: "Talk to an expert" }).click();
    await expect(page).toHaveURL(/\/talk-to-an-expert$/);
  });
});

test.describe("talk to an expert without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET steps and the posted enquiry work as plain forms", async ({ page }) => {
    await answerThree(page, { axe: false });
    await expect(page.locator(".expert-product")).toHaveCount(4);
    await sendFilledInEnquiry(page);
  });
});

test.describe("talk to an expert on a phone", () => {
  test("@mobile the result fits the screen and is axe-clean", async ({ page }) => {
    await page.goto("/talk-to-an-expert?industry=coatings&process=voc-free&problem=entrained-air");
    await expect(page.getByRole("heading", { name: "Products that fit" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
