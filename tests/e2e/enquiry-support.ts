import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Waits until the page's script has taken over the form (until then it posts without JavaScript). */
export async function waitForEnhancedForm(page: Page) {
  await expect(page.locator("form.enquiry-form[data-enhanced]")).toBeAttached();
}

/** Fills the sales/sample form's required fields as a visitor would. */
export async function fillSalesForm(page: Page) {
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Name").fill("Tomasz Nowak");
  await form.getByLabel("Company").fill("Nowak Paper Mills");
  await form.getByLabel("Email").fill("t.nowak@example.com");
  await form.getByLabel("Phone").fill("+48 22 123 45 67");
  await form.getByLabel("Address Line 1").fill("ul. Fabryczna 12");
  await form.getByLabel("Postcode").fill("90-344");
  await form.getByLabel("Location").selectOption("Europe ex-UK");
  await form.getByRole("combobox", { name: "Industry", exact: true }).selectOption("Manufacturing");
  await form.getByLabel("Product Family").selectOption({ label: "Foam Control Agents" });
  await form.getByLabel("Message").fill("We need a price for 2 tonnes a month of a silicone-free defoamer.");
}

/** Fills the contact form's required fields as a visitor would. */
export async function fillContactForm(page: Page) {
  const form = page.locator("form.enquiry-form");
  await form.getByLabel("Name").fill("Priya Raman");
  await form.getByLabel("Email").fill("priya.raman@example.com");
  await form.getByLabel("Phone").fill("+44 20 7946 0321");
  await form.getByLabel("Company").fill("Raman Coatings Ltd");
  await form.getByLabel("Request Type").selectOption("Technical Information");
  await form.getByLabel("Message").fill("Which defoamer suits a water-based wood varnish?");
}

export const SUCCESS = "Thank you for your inquiry. A member of our team will get in touch with you shortly.";
