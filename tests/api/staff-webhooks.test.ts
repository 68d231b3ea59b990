import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_MESSAGES, WEBHOOKS_PATH } from "#shared/staff/webhooks.ts";
import { eventually } from "../support/eventually.ts";
import { visibleText } from "../support/page-text.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

let service: TestService;
let admin: StaffBrowser;
let receiver: WebhookReceiver;
beforeAll(async () => {
  service = await startTestService({ MAIL_RETRY_MS: "100" });
  admin = await signedIn(service, "admin");
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await service.stop();
  await receiver.stop();
});

const pageText = async (path: string) => visibleText(await (await staffGet(service, admin, path)).text());

describe("the webhooks pages (issue 32), without JavaScript", () => {
  it("refuses an address that is not https, naming what it needs", async () => {
    const response = await staffAction(service, admin, WEBHOOKS_PATH, "add", [
      ["url", "http://crm.example.com/hooks"],
      ["description", "CRM sync"],
      ["events", "lead.created"],
    ]);
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(WEBHOOK_MESSAGES.url);
  });

  it("adds an endpoint, shows its secret once, and logs a signed test event that verifies with it", async () => {
    const added = await staffAction(service, admin, WEBHOOKS_PATH, "add", [
      ["url", receiver.url],
      ["description", "CRM sync"],
      ["events", "lead.created"],
      ["events", "lead.updated"],
    ]);
    expect(added.status).toBe(200);
    const html = await added.text();
    const secret = /value="(whsec_[A-Za-z0-9+/=]+)"/.exec(html)?.[1];
    expect(secret, "the secret is on the answer's page").toBeDefined();
    expect(visibleText(html)).toContain("it is not shown again");
    const endpointPath = /href="(\/staff\/webhooks\/[0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
    receiver.verifyWith(secret ?? "");

    const list = await (await staffGet(service, admin, WEBHOOKS_PATH)).text();
    expect(list).toContain(receiver.url);
    expect(list).not.toContain(secret);
    expect(await (await staffGet(service, admin, endpointPath)).text()).not.toContain(secret);

    const sent = await staffAction(service, admin, endpointPath, "send-test");
    expect(visibleText(await sent.text())).toContain("A test event is on its way");
    await eventually(async () => receiver.received.length === 1, 10_000);
    expect(receiver.received[0]?.verified).toBe(true);
    expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({ type: "webhook.test" });
    await eventually(async () => (await pageText(endpointPath)).includes("Delivered"), 10_000);
    expect(await pageText(endpointPath)).toMatch(/webhook\.test.*Delivered\s*1\s*HTTP 204/s);
  });

  it("pauses, resumes and, once confirmed, deletes an endpoint, each on the audit log", async () => {
    const added = await staffAction(service, admin, WEBHOOKS_PATH, "add", [
      ["url", `${receiver.url}/second`],
      ["description", "Old relay"],
      ["events", "lead.created"],
    ]);
    const endpointPath = /href="(\/staff\/webhooks\/[0-9a-f-]{36})"/.exec(await added.text())?.[1] ?? "";
    expect(visibleText(await (await staffAction(service, admin, endpointPath, "pause")).text())).toContain(
      "Paused: nothing is sent to this endpoint",
    );
    expect(await pageText(WEBHOOKS_PATH)).toContain("Paused: Paused by");
    await staffAction(service, admin, endpointPath, "resume");
    expect((await staffAction(service, admin, endpointPath, "delete")).status).toBe(400);
    expect(await pageText(`${endpointPath}?delete`)).toContain(`Delete the endpoint ${receiver.url}/second?`);
    const deleted = await staffAction(service, admin, endpointPath, "delete", { confirm: "yes" });
    expect(deleted.status).toBe(302);
    const back = deleted.headers.get("location") ?? "";
    expect(await pageText(back)).toContain(`Deleted the endpoint ${receiver.url}/second`);
    expect((await staffGet(service, admin, endpointPath)).status).toBe(404);
    const audit = await service.services.staff.audit.list({});
    expect(audit.entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining([
        "webhook-added",
        "webhook-paused",
        "webhook-resumed",
        "webhook-deleted",
        "webhook-test-sent",
      ]),
    );
  });
});
