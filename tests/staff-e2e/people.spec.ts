import { expectNoAxeViolations } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

const ADMIN = { email: "people.admin@fenmoor.example", role: "admin", name: "Pat People" } as const;
const LEAVING = { email: "leaving.soon@fenmoor.example", role: "sales", name: "Lee Leaving" } as const;

/** Issue 31: waiting invitations with copy, resend and revoke; deactivation confirmed and undone. */
test("invite, copy the link, resend and revoke; deactivate after confirming, then reactivate", async ({
  page,
  staff,
}) => {
  await staff.createPerson(LEAVING);
  await staff.signIn(page, ADMIN);
  await page.goto("/staff/users");
  const email = "invited.editor@fenmoor.example";
  const inviteForm = page.getByRole("form", { name: "Invite someone" });
  await inviteForm.getByLabel("Email").fill(email);
  await inviteForm.getByLabel("Role").selectOption("editor");
  await inviteForm.getByRole("button", { name: "Invite" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  const link = row.getByRole("textbox", { name: `Invitation link for ${email}` });
  await expect(link).toHaveValue(/\/staff\/invitation\/[0-9a-f]{64}$/);
  await expect(row.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoAxeViolations(page);

  const first = await link.inputValue();
  await row.getByRole("button", { name: `Resend the invitation for ${email}` }).click();
  await expect(link).not.toHaveValue(first);
  await row.getByRole("button", { name: `Revoke the invitation for ${email}` }).click();
  await expect(page.getByText(`The invitation for ${email} is revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("link", { name: `Deactivate ${LEAVING.email}` }).click();
  await expect(page.getByRole("heading", { name: `Deactivate ${LEAVING.email}?` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("form", { name: `Confirm deactivating ${LEAVING.email}` })
    .getByRole("button")
    .click();
  await expect(page.getByText(`${LEAVING.email} is deactivated`)).toBeVisible();
  await page.getByRole("button", { name: `Reactivate ${LEAVING.email}` }).click();
  await expect(page.getByText(`${LEAVING.email} is active again`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Deactivate ${LEAVING.email}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
