import { fillContactForm, fillSalesForm, SUCCESS, waitForEnhancedForm } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

/** The visitor presses Submit at the foot of a long form: the outcome must meet them there. */
test.describe("the outcome of sending a form", () => {
  test("the thank-you message comes into view and takes the focus", async ({ page }) => {
    await page.goto("/sales-enquiry");
    await waitForEnhancedForm(page);
    await fillSalesForm(page);
    await page.getByRole("button", { name: "Submit" }).click();
    const thanks = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(thanks).toBeInViewport();
    await expect(thanks).toBeFocused();
    await expect(page.locator("form.enquiry-form").getByLabel("Name")).toHaveValue("");
  });

  test("the 'not sent' message comes into view and takes the focus", async ({ page }) => {
    test.info().annotations.push({ type: "expected-console", description: "status of 503" });
    await page.route("**/api/request-online", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/request-a-sample");
    await waitForEnhancedForm(page);
    await fillSalesForm(page);
    await page.getByRole("button", { name: "Submit" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "your enquiry was not sent" });
    await expect(failure).toBeInViewport();
    await expect(failure).toBeFocused();
  });
});

test.describe("the outcome of sending a form on a phone @mobile", () => {
  test("the thank-you message comes into view", async ({ page }) => {
    await page.goto("/contact-us");
    await waitForEnhancedForm(page);
    await fillContactForm(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeInViewport();
  });
});
