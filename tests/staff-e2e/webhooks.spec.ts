import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { addWebhookEndpoint, expectNoAxeViolations, sendContactLead } from "./console-support.ts";
import { expect, test } from "./staff-fixtures.ts";

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.stop();
});

test("an admin adds a webhook endpoint, copies its secret once, and a new lead arrives there signed with it", async ({
  page,
  staff,
}) => {
  await staff.signIn(page, { email: "wes.webhooks@fenmoor.example", role: "admin", name: "Wes Webhooks" });
  const secret = await addWebhookEndpoint(page, receiver.url, "CRM sync");
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByRole("status").filter({ hasText: "it is not shown again" })).toBeVisible();
  await expectNoAxeViolations(page);
  receiver.verifyWith(secret);

  await sendContactLead(page, { company: "Webhook Receiver GmbH" });
  await expect.poll(() => receiver.received.length).toBe(1);
  expect(receiver.received[0]?.verified).toBe(true);
  expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({
    type: "lead.created",
    data: { form: "contact", contact: { company: "Webhook Receiver GmbH" } },
  });

  await page.goto("/staff/webhooks");
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
  await page.getByRole("link", { name: receiver.url }).click();
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByRole("status")).toContainText("A test event is on its way");
  await expect.poll(() => receiver.received.length).toBe(2);
  // The log says Delivered once the answer is recorded, just after the receiver had the request.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "webhook.test" })).toContainText("Delivered", {
      timeout: 1_000,
    });
  }).toPass();
  await expect(page.getByRole("row").filter({ hasText: "lead.created" })).toContainText("HTTP 204");
  await expectNoAxeViolations(page);
});
