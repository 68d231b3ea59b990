import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

test("on a phone the console has its own header: its sections, the person, Sign out; no public menu or footer", async ({
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
    await expect(menu.getByRole("link")).toHaveText(["Overview", "Enquiries", "Your account"]);
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
