import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

test("on a phone the console has its own header: its sections folded in Menu, the person, Sign out; no public menu or footer", async ({
  page,
  staff,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await staff.signIn(page, { email: "phone.sales@fenmoor.example", role: "sales", name: "Pat Phone" });
  for (const pathname of ["/staff", "/staff/enquiries", "/staff/account"]) {
    await page.goto(pathname);
    const header = page.getByRole("banner");
    await expect(header.getByText("Pat Phone")).toBeVisible();
    const menu = header.getByRole("navigation", { name: "Staff console" });
    // The groups fold into "Menu", which opens with a tap (a <details>: no JavaScript needed).
    await expect(menu.getByRole("link")).toHaveText(["Overview"]);
    await menu.getByText("Menu", { exact: true }).click();
    await expect(menu.getByRole("link")).toHaveText([
      "Overview",
      "Enquiries",
      "Reply templates",
      "Response times",
      "Lead sources",
      "Your account",
    ]);
    await expect(menu.getByText("Leads", { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  }
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
});

test("on a wider screen the navigation's groups are open, each with the sections the role opens", async ({
  page,
  staff,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await staff.signIn(page, { email: "wide.editor@fenmoor.example", role: "editor", name: "Wes Wide" });
  await page.goto("/staff/news");
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Staff console" });
  await expect(menu.getByText("Menu", { exact: true })).toBeHidden();
  for (const group of ["Content", "Catalogue", "Company", "Settings"]) {
    await expect(menu.getByText(group, { exact: true })).toBeVisible();
  }
  // No leads for an editor, and of the settings only their own account.
  await expect(menu.getByText("Leads", { exact: true })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "People" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
});
