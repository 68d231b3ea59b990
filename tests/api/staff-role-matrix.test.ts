import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_TARGETS_PATH } from "#shared/content-editing/link-targets.ts";
import { type Access, STAFF_ACTIONS, STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { LEAD_EXPORT_PATH, LEAD_PAGE_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import { STAFF_AUTH_BASE_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { can, ROLES, type Role } from "#shared/staff/roles.ts";
import { WEBHOOK_PAGE_PATH, webhookHref } from "#shared/staff/webhooks.ts";
import { storeLead } from "../support/lead-database.ts";
import { sampleEditorPath } from "../support/sample-editor-paths.ts";
import { newBrowser, type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Every console page, form action and API route, for nobody signed in and for each role, against
 * the one role table: anonymous pages go to sign-in, anonymous API calls get 401, a person without
 * the permission gets 403, everyone else gets what they asked for.
 */
let service: TestService;
let reference: string;
let webhookPath: string;
let admin: StaffBrowser;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  reference = await storeLead(service.services.database, "sales");
  admin = await signedIn(service, "admin");
  // A closed loopback port: the test event the admin's case sends goes nowhere off this machine.
  const endpoint = await service.services.webhookEndpoints.add(
    { url: "http://127.0.0.1:9/hooks", description: "Role matrix", events: ["lead.created"] },
    { id: "test", email: "ops@fenmoor.example", address: "127.0.0.1" },
  );
  webhookPath = webhookHref(endpoint.id);
});

/** The address a table entry is requested at: a real lead, endpoint or item for its page. */
const concreteAddresses = new Map<string, Promise<string>>();
function concrete(path: string): Promise<string> {
  if (path === LEAD_PAGE_PATH) return Promise.resolve(leadHref(reference));
  if (path === WEBHOOK_PAGE_PATH) return Promise.resolve(webhookPath);
  let address = concreteAddresses.get(path);
  if (!address) {
    address = sampleEditorPath(service, admin, path);
    concreteAddresses.set(path, address);
  }
  return address;
}
afterAll(async () => {
  await service.stop();
});

const WHO = ["anonymous", ...ROLES] as const;
type Who = (typeof WHO)[number];

function allowed(who: Role, access: Access): boolean {
  return access === "signed-in" || can(who, access);
}

/** One signed-in person per role, reused: signing in costs a password hash. */
const browsers = new Map<Role, Promise<StaffBrowser>>();
async function browserFor(who: Who, fresh = false) {
  if (who === "anonymous") return newBrowser();
  if (fresh) return signedIn(service, who);
  let browser = browsers.get(who);
  if (!browser) {
    browser = signedIn(service, who);
    browsers.set(who, browser);
  }
  return browser;
}

/** The console's refusal page says so in its heading (app/routes/staff/staff-layout.tsx). */
const NO_ACCESS_HEADING = /<h1[^>]*>No access<\/h1>/;

describe.each(Object.entries(STAFF_PAGES))("page %s", (path, access) => {
  it.each(WHO)("as %s", async (who) => {
    const response = await staffGet(service, await browserFor(who), await concrete(path));
    if (who === "anonymous") {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(new RegExp(`^${STAFF_SIGN_IN_PATH}\\?next=`));
      return;
    }
    expect(response.status).toBe(allowed(who, access) ? 200 : 403);
    // The export is a file and the link search JSON, not pages: their refusal is the bare message.
    if (path === LEAD_EXPORT_PATH || path === LINK_TARGETS_PATH) return;
    const body = await response.text();
    if (allowed(who, access)) expect(body).not.toMatch(NO_ACCESS_HEADING);
    else expect(body).toMatch(NO_ACCESS_HEADING);
  });
});

const ACTIONS = Object.entries(STAFF_ACTIONS).flatMap(([path, intents]) =>
  Object.entries(intents as Record<string, Access>).map(([intent, access]) => ({ path, intent, access })),
);

describe.each(ACTIONS)("action $intent on $path", ({ path, intent, access }) => {
  it.each(WHO)("as %s", async (who) => {
    // Signing out ends the session the next cases would use.
    const browser = await browserFor(who, intent.startsWith("sign-out"));
    const response = await staffAction(service, browser, await concrete(path), intent);
    if (who === "anonymous") {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(new RegExp(`^${STAFF_SIGN_IN_PATH}\\?next=`));
    } else if (!allowed(who, access)) {
      expect(response.status).toBe(403);
    } else {
      // Allowed: the action ran (an empty form is refused for its fields, not for who sent it).
      expect(response.status).not.toBe(403);
      expect(response.headers.get("location") ?? "").not.toContain("next=");
    }
  });
});

describe("API route: passkey registration options", () => {
  it.each(WHO)("as %s", async (who) => {
    const response = await staffGet(
      service,
      await browserFor(who),
      `${STAFF_AUTH_BASE_PATH}/passkey/generate-register-options`,
    );
    expect(response.status).toBe(who === "anonymous" ? 401 : 200);
  });
});
