import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { startMailCatcher } from "../support/mail-catcher.ts";
import { expectNoAxeViolations, PASSWORD, signInWithPassword } from "./console-support.ts";
import { STAFF_SITE_URL, STAFF_SMTP_PORT } from "./playwright.config.ts";
import { expect, test } from "./staff-fixtures.ts";

const EMAIL = "forgetful.editor@fenmoor.example";
const NEW_PASSWORD = "willow-furnace-gravel-58";

test("a forgotten password is reset by e-mail: the link sets a new one, the old one no longer signs in", async ({
  page,
  staff,
}) => {
  test.info().annotations.push({ type: "expected-console", description: "status of 401" });
  test.info().annotations.push({ type: "expected-console", description: "status of 410" });
  const catcher = await startMailCatcher({ port: STAFF_SMTP_PORT });
  try {
    await staff.createPerson({ email: EMAIL, role: "editor", name: "Fern Forgetful" });
    await page.goto(STAFF_SIGN_IN_PATH);

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/staff\/password-reset$/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(EMAIL);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("status")).toContainText(`If ${EMAIL} belongs to an account`);

    const mail = await catcher.find((caught) => caught.envelope.to.includes(EMAIL), 30_000);
    const link = /https?:\/\/\S+/.exec(mail.parsed.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${STAFF_SITE_URL}/staff/password-reset/`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^New password \(/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in\?reset=1$/);
    await expect(page.getByRole("status")).toContainText("Your password is changed");

    await signInWithPassword(page, EMAIL, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(
      "That e-mail address and password do not match an account.",
    );
    await signInWithPassword(page, EMAIL, NEW_PASSWORD);
    await expect(page.getByText("Signed in as Fern Forgetful")).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);
  } finally {
    await catcher.stop();
  }
});
