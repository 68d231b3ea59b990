import { fillContactForm, fillSalesForm, SUCCESS, waitForEnhancedForm } from "./enquiry-support.ts";
import { expect, test } from "./fixtures.ts";

test.describe("sales enquiry and sample request (JavaScript on)", () => {
  test("an empty submit lists every problem, focuses the list and marks each field", async ({ page }) => {
    await page.goto("/sales-enquiry");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    await expect(form.getByText("Name is required.")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Name field is required",
      "Company field is required",
      "Email field is required",
      "Phone field is required",
      "Address Line 1 field is required",
      "Postcode field is required",
      "Location field is required",
      "Industry field is required",
      "Product Family field is required",
      "Message field is required",
    ]);
    const name = form.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required.");
    // Scrolled to the form, which starts 50 px below the sticky header.
    // The scroll is smooth: wait for it to settle.
    const gap = () =>
      page.evaluate(() => {
        const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
        return Math.round(
          (document.querySelector("form.enquiry-form")?.getBoundingClientRect().top ?? 0) - header,
        );
      });
    await expect.poll(gap).toBe(50);
    await name.fill("Tomasz");
    await expect(form.getByText("Name is required.")).toHaveCount(0);
  });

  test("'Others' asks for the other industry; any other choice hides and clears it", async ({ page }) => {
    await page.goto("/request-a-sample");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    const other = form.getByLabel("Mention other industry");
    await expect(other).toBeHidden();
    await form.getByRole("combobox", { name: "Industry", exact: true }).selectOption("Others");
    await expect(other).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("link", { name: "Other field is required" })).toBeVisible();
    await other.fill("Cosmetics");
    await form.getByRole("combobox", { name: "Industry", exact: true }).selectOption("Textiles");
    await expect(other).toBeHidden();
    await form.getByRole("combobox", { name: "Industry", exact: true }).selectOption("Others");
    await expect(other).toHaveValue("");
  });

  test("a product family loads its products into the product select", async ({ page }) => {
    await page.goto("/sales-enquiry");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    const product = form.getByRole("combobox", { name: "Product", exact: true });
    await expect(product).toBeDisabled();
    const answer = page.waitForResponse((response) => response.url().includes("/api/list?catId=3&all=true"));
    await form.getByLabel("Product Family").selectOption({ label: "Foam Control Agents" });
    const { data } = (await (await answer).json()) as { data: { name: string }[] };
    expect(data.length).toBeGreaterThan(0);
    await expect(product).toBeEnabled();
    await expect(product.locator("option")).toHaveText(["Select product", ...data.map((item) => item.name)]);
  });

  test("a product page's buttons open the forms on that product", async ({ page }) => {
    await page.goto("/products/fenfoam-a-30");
    await page.getByRole("main").getByRole("link", { name: "Request a sample" }).click();
    await expect(page).toHaveURL("/request-a-sample?product=Fenfoam+A-30");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    await expect(form.getByLabel("Product Family")).toHaveValue("3");
    await expect(form.getByRole("combobox", { name: "Product", exact: true })).toHaveValue("Fenfoam A-30");

    await page.goto("/products/fenfoam-a-30");
    await page.getByRole("main").getByRole("link", { name: "Enquire" }).click();
    await waitForEnhancedForm(page);
    await expect(form.getByLabel("Product 1 family")).toHaveValue("3");
    await expect(form.getByLabel("Select Product 1")).toHaveValue("Fenfoam A-30");
  });

  test("sends, says thank you and empties the form", async ({ page }) => {
    await page.goto("/sales-enquiry");
    await waitForEnhancedForm(page);
    await fillSalesForm(page);
    const form = page.locator("form.enquiry-form");
    await form.getByRole("combobox", { name: "Product", exact: true }).selectOption({ index: 1 });
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/order-online"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await sent).headers()["x-xsrf-token"]).toMatch(/^[\w-]{43}$/);
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("shows the loader while sending, and keeps what was typed when sending fails", async ({ page }) => {
    test.info().annotations.push({ type: "expected-console", description: "status of 503" });
    await page.goto("/request-a-sample");
    await waitForEnhancedForm(page);
    await fillSalesForm(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/request-online", async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.getByRole("button", { name: "Submit" }).click();
    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole("alert")).toContainText("your enquiry was not sent");
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(page.locator("form.enquiry-form").getByLabel("Name")).toHaveValue("Tomasz Nowak");
  });
});

test.describe("contact and product enquiry (JavaScript on)", () => {
  test("the contact page shows the address and sends its Enquiry form", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("main").locator("address")).toContainText("Saltmarsh Lane");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
      "Name field is required",
      "Email field is required",
      "Phone field is required",
      "Company field is required",
      "Request Type field is required",
      "Message field is required",
    ]);
    await fillContactForm(page);
    await form.getByLabel(/I would like to receive/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByLabel(/I would like to receive/)).not.toBeChecked();
  });

  test("the form's request names its page in full in the Referer, where the server reads the language", async ({
    page,
    baseURL,
  }) => {
    // Decision 062: the JSON API's own address names no language; the page's (/fr/contact-us) does.
    await page.goto("/contact-us");
    await waitForEnhancedForm(page);
    await fillContactForm(page);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact-us"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect(await (await sent).headerValue("referer")).toBe(`${baseURL}/contact-us`);
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
  });

  test("the product enquiry lists real products for each family and sends", async ({ page }) => {
    await page.goto("/product-enquiry");
    await waitForEnhancedForm(page);
    const form = page.locator("form.enquiry-form");
    await form.getByLabel("Name").fill("Gwen Harris");
    await form.getByLabel("Company").fill("Harris Bakeries");
    await form.getByLabel("Email").fill("gwen@example.com");
    await form.getByLabel("Phone Number").fill("01632 960 999");
    await form.getByRole("textbox", { name: "Address", exact: true }).fill("4 Mill Lane, Fenmoor");
    await form.getByLabel(/^Country(?! or territory)/).selectOption("UK");
    await form.getByLabel("Product 1 family").selectOption({ label: "Release Agents" });
    await expect(form.getByLabel("Select Product 1")).toBeEnabled();
    await form.getByLabel("Select Product 1").selectOption({ index: 1 });
    await form.getByLabel("Product 2 family").selectOption({ label: "Foam Control Agents" });
    await expect(form.getByLabel("Select Product 2")).toBeEnabled();
    await form.getByRole("combobox", { name: "Industry", exact: true }).selectOption("Bakery");
    await form.getByLabel("Message").fill("Please send datasheets and a price list.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toHaveText(SUCCESS);
  });
});
