import { REDIRECT_MESSAGES } from "#shared/content-editing/redirect-form.ts";
import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

test("an editor adds, changes and deletes a redirect; visitors follow it in one hop", async ({
  page,
  staff,
  browser,
}) => {
  // The refused form answers 400, as a form with errors does.
  test.info().annotations.push({ type: "expected-console", description: "status of 400" });
  await staff.signIn(page, {
    email: "rhea.redirects@fenmoor.example",
    role: "editor",
    name: "Rhea Redirects",
  });
  await page
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Redirects" })
    .click();
  await expect(page.getByRole("heading", { name: "Redirects", level: 1 })).toBeVisible();
  // The fixed redirects of the specification are listed, but have no buttons.
  await expect(
    page.getByRole("row", {
      name: "/adhesives /industries/adhesives Fixed (site specification)",
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete the redirect from /adhesives" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Add a redirect" });
  await form.getByLabel("Old address").fill("/news");
  await form.getByLabel("New address").fill("/case-studies");
  await form.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText(REDIRECT_MESSAGES.live)).toBeVisible();
  await expect(page.getByLabel("Old address")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Old address").fill("/spring-catalogue");
  await page.getByLabel("New address").fill("/adhesives");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Added: /spring-catalogue now redirects to /industries/adhesives. /adhesives already redirects there, so it goes straight to /industries/adhesives.",
  );
  await expect(page.getByRole("row", { name: /\/spring-catalogue/ })).toContainText(
    "rhea.redirects@fenmoor.example",
  );

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visit = await visitorPage.goto("/spring-catalogue");
  expect(visit?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
  await expect(visitorPage).toHaveURL("/industries/adhesives");

  await page.getByRole("link", { name: "Change the redirect from /spring-catalogue" }).click();
  const change = page.getByRole("form", { name: "Change the redirect" });
  await expect(change.getByLabel("New address")).toHaveValue("/industries/adhesives");
  await change.getByLabel("New address").fill("/products/fenfoam-s-120");
  await change.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Changed: /spring-catalogue now redirects to /products/fenfoam-s-120.",
  );
  await visitorPage.goto("/spring-catalogue");
  await expect(visitorPage).toHaveURL("/products/fenfoam-s-120");

  await page.getByRole("button", { name: "Delete the redirect from /spring-catalogue" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted the redirect from /spring-catalogue.");
  await expect(page.getByRole("row", { name: /\/spring-catalogue/ })).toHaveCount(0);
  const gone = await visitorPage.goto("/spring-catalogue");
  expect(gone?.status()).toBe(404);
  await visitor.close();
});
