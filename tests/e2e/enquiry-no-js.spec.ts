import { fillContactForm, fillSalesForm, SUCCESS } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

test.describe("enquiry forms without JavaScript", () => {
  test("an invalid post shows the server's messages beside the fields and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/sales-enquiry");
    const form = page.locator("form.enquiry-form");
    await form.getByLabel("Name").fill("Tomasz Nowak");
    await form.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toContainText([
      "Company field is required",
      "Please enter a valid email address.",
    ]);
    await expect(form.getByLabel("Company")).toHaveAccessibleDescription("Company is required.");
    await expect(form.getByLabel("Name")).toHaveValue("Tomasz Nowak");
    await expect(form.getByLabel("Mention other industry")).toBeVisible();
  });

  test("a valid post says thank you", async ({ page }) => {
    await page.goto("/request-a-sample");
    await fillSalesForm(page);
    const form = page.locator("form.enquiry-form");
    // Without JavaScript the product select offers every product, grouped by family.
    await expect(
      form.getByRole("combobox", { name: "Product", exact: true }).locator("optgroup").first(),
    ).toBeAttached();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
    await expect(page).toHaveURL(/\/request-a-sample$/);
  });

  test("the contact form posts and says thank you", async ({ page }) => {
    await page.goto("/contact-us");
    await fillContactForm(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
  });
});
