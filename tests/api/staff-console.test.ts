import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_PROOF_EXPIRED, PASSKEY_PROOF_MINUTES } from "#shared/staff/passkey-proof.ts";
import {
  STAFF_ACCOUNT_PATH,
  STAFF_AUDIT_PATH,
  STAFF_AUTH_BASE_PATH,
  STAFF_PATH,
  STAFF_SIGN_IN_PATH,
  STAFF_USERS_PATH,
} from "#shared/staff/paths.ts";
import {
  createPerson,
  givePasskey,
  newBrowser,
  signedIn,
  signIn,
  staffAction,
  staffGet,
} from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await service.stop();
});

describe("console pages for crawlers and caches", () => {
  it("are private, never stored, not indexed, and not in robots.txt's allowed paths or the sitemap", async () => {
    const response = await staffGet(service, newBrowser(), STAFF_SIGN_IN_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await service.fetch("/robots.txt")).text()).toContain("Disallow: /staff\n");
    expect(await (await service.fetch("/sitemap.xml")).text()).not.toContain("/staff");
  });

  it("are rendered afresh for every request: the page cache never answers one", async () => {
    await staffGet(service, newBrowser(), STAFF_SIGN_IN_PATH);
    const again = await service.fetch(STAFF_SIGN_IN_PATH);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    const metrics = await (await service.fetch("/metrics")).text();
    expect(metrics).not.toMatch(/page_cache_lookups_total\{result="hit"\} [1-9]/);
  });

  it("leave the public pages without a new cookie", async () => {
    const home = await service.fetch("/");
    expect(home.headers.getSetCookie()).toEqual([]);
  });
});

describe("people", () => {
  it("an admin changes a role and deactivates a person, whose sessions end at once", async () => {
    const admin = await signedIn(service, "admin");
    await createPerson(service, "leaving@fenmoor.example", "sales");
    const leaving = newBrowser("198.51.100.77");
    expect((await signIn(service, leaving, "leaving@fenmoor.example")).status).toBe(302);
    expect((await staffGet(service, leaving, STAFF_AUDIT_PATH)).status).toBe(403);

    const person = await service.services.staff.people.findByEmail("leaving@fenmoor.example");
    if (!person) throw new Error("person missing");
    const changed = await staffAction(service, admin, STAFF_USERS_PATH, "change-role", {
      userId: person.id,
      role: "admin",
    });
    expect(changed.status).toBe(200);
    expect((await staffGet(service, leaving, STAFF_AUDIT_PATH)).status).toBe(200);

    const deactivated = await staffAction(service, admin, STAFF_USERS_PATH, "deactivate", {
      userId: person.id,
      confirm: "yes",
    });
    expect(deactivated.status).toBe(200);
    const after = await staffGet(service, leaving, STAFF_PATH);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    expect((await signIn(service, newBrowser("198.51.100.78"), "leaving@fenmoor.example")).status).toBe(401);

    const audit = await staffGet(
      service,
      admin,
      `${STAFF_AUDIT_PATH}?person=leaving%40fenmoor.example&kind=deactivated`,
    );
    const html = await audit.text();
    expect(html).toContain('<td data-label="Kind">deactivated</td>');
    expect(html).not.toContain('<td data-label="Kind">role-changed</td>');
  });

  it("an admin's invitation shows a one-time link", async () => {
    const admin = await signedIn(service, "admin");
    const response = await staffAction(service, admin, STAFF_USERS_PATH, "invite", {
      email: "new.colleague@fenmoor.example",
      role: "editor",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/\/staff\/invitation\/[0-9a-f]{64}/);
  });

  // Issue 30, item 4: accepting such an invitation replaced the person's name, role and password.
  it("refuses to invite an active person's address, and leaves their account and sessions alone", async () => {
    const admin = await signedIn(service, "admin");
    await createPerson(service, "already.here@fenmoor.example", "sales");
    const colleague = newBrowser("198.51.100.81");
    expect((await signIn(service, colleague, "already.here@fenmoor.example")).status).toBe(302);

    const response = await staffAction(service, admin, STAFF_USERS_PATH, "invite", {
      email: "Already.Here@fenmoor.example",
      role: "admin",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This person already has an account: change their role in the list below.");
    expect(html).not.toMatch(/\/staff\/invitation\/[0-9a-f]{64}/);
    expect((await service.services.staff.people.findByEmail("already.here@fenmoor.example"))?.role).toBe(
      "sales",
    );
    expect((await staffGet(service, colleague, STAFF_PATH)).status).toBe(200);
  });
});

// Issue 30, item 2: a stolen session could enrol a passkey of its own, which outlived the session.
describe("adding a passkey", () => {
  const REGISTER_OPTIONS = `${STAFF_AUTH_BASE_PATH}/passkey/generate-register-options`;

  it(`needs a sign-in within the last ${PASSKEY_PROOF_MINUTES} minutes`, async () => {
    await createPerson(service, "old.session@fenmoor.example", "editor");
    const browser = newBrowser("198.51.100.91");
    expect((await signIn(service, browser, "old.session@fenmoor.example")).status).toBe(302);
    expect((await staffGet(service, browser, REGISTER_OPTIONS)).status).toBe(200);
    // Rendered on the server, the page offers the button once hydrated.
    const fresh = await (await staffGet(service, browser, STAFF_ACCOUNT_PATH)).text();
    expect(fresh).toContain("Adding a passkey needs JavaScript.");
    expect(fresh).not.toContain(PASSKEY_PROOF_EXPIRED);

    // The same session, signed in longer ago than that (as a cookie stolen from it would be).
    const person = await service.services.staff.people.findByEmail("old.session@fenmoor.example");
    await service.services.database.db
      .updateTable("staff_sessions")
      .set({ created_at: new Date(Date.now() - (PASSKEY_PROOF_MINUTES + 1) * 60_000).toISOString() })
      .where("user_id", "=", person?.id ?? "")
      .execute();
    const refused = await staffGet(service, browser, REGISTER_OPTIONS);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: PASSKEY_PROOF_EXPIRED });
    // Issue 30, item 6: a 403 is in the audit log.
    const { entries } = await service.services.staff.audit.list({
      kind: "access-refused",
      person: "old.session@fenmoor.example",
    });
    expect(entries).toMatchObject([{ subject: "passkey:add", detail: { page: REGISTER_OPTIONS } }]);
    const account = await (await staffGet(service, browser, STAFF_ACCOUNT_PATH)).text();
    expect(account).toContain(PASSKEY_PROOF_EXPIRED);
    expect(account).not.toContain("Adding a passkey needs JavaScript.");
  });
});

describe("signing out everywhere", () => {
  it("offers to remove the person's passkeys too, each listed with its day", async () => {
    await createPerson(service, "wary.person@fenmoor.example", "editor");
    const person = await service.services.staff.people.findByEmail("wary.person@fenmoor.example");
    await givePasskey(service, person?.id ?? "", "Unknown laptop");
    const browser = newBrowser("198.51.100.92");
    await signIn(service, browser, "wary.person@fenmoor.example");
    const account = await (await staffGet(service, browser, STAFF_ACCOUNT_PATH)).text();
    expect(account).toContain("Remove this passkey too");

    const out = await staffAction(service, browser, STAFF_ACCOUNT_PATH, "sign-out-everywhere", {
      removePasskeys: "yes",
    });
    expect(out.headers.get("location")).toBe(STAFF_SIGN_IN_PATH);
    expect(await service.services.staff.people.passkeys(person?.id ?? "")).toEqual([]);
    const { entries } = await service.services.staff.audit.list({ person: "wary.person@fenmoor.example" });
    expect(entries.find((entry) => entry.kind === "passkey-removed")?.detail).toEqual({
      count: "1",
      along: "sign-out-everywhere",
    });
  });

  it("keeps the passkeys unless asked", async () => {
    await createPerson(service, "calm.person@fenmoor.example", "editor");
    const person = await service.services.staff.people.findByEmail("calm.person@fenmoor.example");
    await givePasskey(service, person?.id ?? "", "Own phone");
    const browser = newBrowser("198.51.100.93");
    await signIn(service, browser, "calm.person@fenmoor.example");
    await staffAction(service, browser, STAFF_ACCOUNT_PATH, "sign-out-everywhere");
    expect(await service.services.staff.people.passkeys(person?.id ?? "")).toHaveLength(1);
  });
});

describe("signing out", () => {
  it("here ends this session; everywhere ends the others too", async () => {
    await createPerson(service, "two.devices@fenmoor.example", "editor");
    const [laptop, phone, tablet] = [newBrowser(), newBrowser(), newBrowser()];
    for (const browser of [laptop, phone, tablet])
      await signIn(service, browser, "two.devices@fenmoor.example");
    const out = await staffAction(service, laptop, STAFF_ACCOUNT_PATH, "sign-out");
    expect(out.headers.get("location")).toBe(STAFF_SIGN_IN_PATH);
    expect((await staffGet(service, laptop, STAFF_PATH)).status).toBe(302);
    expect((await staffGet(service, phone, STAFF_PATH)).status).toBe(200);
    await staffAction(service, phone, STAFF_ACCOUNT_PATH, "sign-out-everywhere");
    expect((await staffGet(service, tablet, STAFF_PATH)).status).toBe(302);
  }, 60_000);
});
