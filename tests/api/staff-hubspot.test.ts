import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HUBSPOT_MESSAGES, WEBHOOKS_PATH } from "#shared/staff/webhooks.ts";
import { eventually } from "../support/eventually.ts";
import { type HubSpotPeer, startHubSpotPeer } from "../support/hubspot-peer.ts";
import { visibleText } from "../support/page-text.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let admin: StaffBrowser;
let hubspot: HubSpotPeer;
const TOKEN = "pat-eu1-0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a";
beforeAll(async () => {
  hubspot = await startHubSpotPeer();
  service = await startTestService({ MAIL_RETRY_MS: "100", HUBSPOT_API_URL: hubspot.url });
  admin = await signedIn(service, "admin");
});
afterAll(async () => {
  await service.stop();
  await hubspot.stop();
});

const page = async (path: string) => (await staffGet(service, admin, path)).text();

describe("the HubSpot destination of /staff/webhooks (issue 32, decision 118)", () => {
  it("is added by an admin, never shows its token again, and checks it with a test event", async () => {
    const added = await staffAction(service, admin, WEBHOOKS_PATH, "add-hubspot", {
      token: TOKEN,
      description: "HubSpot contacts",
    });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(visibleText(html)).toContain("Added the HubSpot destination");
    expect(html).not.toContain(TOKEN);
    const endpointPath = /href="(\/staff\/webhooks\/[0-9a-f-]{36})"/.exec(html)?.[1] ?? "";

    const list = await page(WEBHOOKS_PATH);
    expect(visibleText(list)).toMatch(new RegExp(`${hubspot.url}\\s*HubSpot contacts\\s*HubSpot contacts`));
    expect(list).toContain('type="password"');
    expect(list).not.toContain(TOKEN);
    expect(await page(endpointPath)).not.toContain(TOKEN);

    await staffAction(service, admin, endpointPath, "send-test");
    await eventually(async () => hubspot.received.length === 1, 10_000);
    expect(hubspot.received[0]).toMatchObject({
      method: "GET",
      path: "/crm/v3/objects/contacts?limit=1",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    await eventually(async () => visibleText(await page(endpointPath)).includes("Delivered"), 10_000);
    const audit = await service.services.staff.audit.list({});
    expect(audit.entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["webhook-added", "webhook-test-sent"]),
    );
    expect(JSON.stringify(audit.entries)).not.toContain(TOKEN);
  });

  it("refuses what is not a private app token, and does not send it back", async () => {
    const refused = await staffAction(service, admin, WEBHOOKS_PATH, "add-hubspot", {
      token: "my hubspot password",
      description: "HubSpot",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain(HUBSPOT_MESSAGES.token);
    expect(html).not.toContain("my hubspot password");
  });

  it("is not for an editor or a salesperson to add", async () => {
    for (const role of ["editor", "sales"] as const) {
      const person = await signedIn(service, role);
      const refused = await staffAction(service, person, WEBHOOKS_PATH, "add-hubspot", {
        token: TOKEN,
        description: `Sneaky ${role}`,
      });
      expect(refused.status).toBe(403);
    }
    expect(visibleText(await page(WEBHOOKS_PATH))).not.toContain("Sneaky");
  });
});
