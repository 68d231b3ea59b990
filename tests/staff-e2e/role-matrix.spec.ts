import { type Access, STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_EXPORT_PATH } from "#shared/staff/leads/paths.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { can, ROLES } from "#shared/staff/roles.ts";
import { expect, test } from "./staff-fixtures.ts";

/**
 * The one role table as a person meets it in Chromium: one page each way per role. Every page for
 * nobody and for every role is tests/api/staff-role-matrix.test.ts.
 */
const PAGES = (Object.entries(STAFF_PAGES) as [string, Access][]).flatMap(([path, access]) =>
  // A page with a parameter needs an item, and the export answers with a file, not a page.
  access === "signed-in" || path.includes(":") || path === LEAD_EXPORT_PATH ? [] : [[path, access] as const],
);

test("the role matrix in the browser: nobody signed in is sent to sign in", async ({ page }) => {
  const [path = ""] = PAGES[0] ?? [];
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${STAFF_SIGN_IN_PATH}\\?next=`));
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

for (const role of ROLES) {
  const [open = ""] = PAGES.find(([, access]) => can(role, access)) ?? [];
  const closed = PAGES.find(([, access]) => !can(role, access))?.[0];
  test(`the role matrix in the browser: ${role} opens ${open}${closed ? `, and ${closed} says No access` : " (no page is closed to an admin)"}`, async ({
    page,
    staff,
  }) => {
    test.info().annotations.push({ type: "expected-console", description: "status of 403" });
    await staff.signIn(page, { email: `matrix.${role}@fenmoor.example`, role, name: `Matrix ${role}` });
    const noAccess = page.getByRole("heading", { name: "No access" });
    expect((await page.goto(open))?.status(), open).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(noAccess).toHaveCount(0);
    if (closed) {
      expect((await page.goto(closed))?.status(), closed).toBe(403);
      await expect(noAccess).toBeVisible();
    } else expect(role).toBe("admin");
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(new RegExp(`${STAFF_SIGN_IN_PATH}$`));
  });
}
