import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#server/content-version.ts";
import { STAFF_PATH, STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import { htmlErrors } from "../support/html-validator.ts";
import { storeLead } from "../support/lead-database.ts";
import {
  createPerson,
  newBrowser,
  type StaffBrowser,
  signedIn,
  signIn,
  staffAction,
  staffGet,
} from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The console's start page (issue 31, decision 109): each role sees the panels its permissions
 * admit, decided on the server, each with a heading, a short list or figures, or a sentence when empty.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(() => service.stop());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start page as a person reads it: scripts out, React's text separators gone. */
async function dashboard(browser: StaffBrowser, address = STAFF_PATH): Promise<string> {
  const response = await staffGet(service, browser, address);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

/** One panel's HTML, found by its heading. */
function panel(html: string, heading: string): string {
  return html.match(new RegExp(`<section[^>]*><h2 id="[^"]*">${heading}</h2>.*?</section>`))?.[0] ?? "";
}

/** A figure of a term list: the number after its term. */
function figure(html: string, term: string): string | undefined {
  return new RegExp(`<dt>${term}</dt><dd>([^<]*)</dd>`).exec(html.replace(/<\/?a[^>]*>/g, ""))?.[1];
}

async function signedInAs(email: string, role: "editor" | "sales" | "admin") {
  await createPerson(service, email, role);
  const browser = newBrowser();
  expect((await signIn(service, browser, email)).status).toBe(302);
  return browser;
}

describe("an editor's start page", () => {
  it("lists the draft they saved, newest first, linking to its editor, and others' edits apart", async () => {
    const email = "dashboard.editor@fenmoor.example";
    const editor = await signedInAs(email, "editor");
    const editing = service.services.contentEditing;
    const before = await dashboard(editor);
    expect(panel(before, "Your drafts")).toContain("You have no unpublished changes.");

    for (const [key, name] of [
      ["117", "Pilot reactor draft headline"],
      ["116", "Newest draft headline"],
    ] as const) {
      const entry = await editing.get("news", key);
      if (!entry) throw new Error(`no news item ${key}`);
      const saved = await editing.save("news", key, { ...entry.working, name }, entry.version, { email });
      expect("ok" in saved).toBe(true);
    }
    const other = await editing.get("products", "1");
    if (!other) throw new Error("no product 1");
    await editing.save("products", "1", { ...other.working, name: "Renamed by a colleague" }, other.version, {
      email: "colleague@fenmoor.example",
    });

    const html = await dashboard(editor);
    const drafts = panel(html, "Your drafts");
    expect(drafts).toMatch(
      /<a href="\/staff\/news\/116"[^>]*>Newest draft headline<\/a>.*<a href="\/staff\/news\/117"[^>]*>Pilot reactor draft headline<\/a>/,
    );
    expect(drafts).toMatch(/News item, Published\. Saved \d{4}-\d\d-\d\d \d\d:\d\d UK time/);
    expect(drafts).not.toContain("Renamed by a colleague");
    const others = panel(html, "Recent edits by others");
    expect(others).toContain("Renamed by a colleague");
    expect(others).toContain("by colleague@fenmoor.example");
    expect(others).not.toContain("Newest draft headline");
    expect(panel(html, "Scheduled")).toContain("Nothing is scheduled to go live.");
    expect(html).toContain('<h2 id="panel-translations">Translations to do</h2>');
    expect(html).not.toContain(">Leads</h2>");
    expect(html).not.toContain(">Pending invitations</h2>");
    expect(html).not.toContain(">Recent sign-ins</h2>");
  });

  it("lists a live item a language lacks, linking to its translation in that language", async () => {
    const editor = await signedIn(service, "editor");
    expect(panel(await dashboard(editor), "Translations to do")).toContain(
      "Every live item is translated into every language.",
    );
    await service.services.database.db
      .deleteFrom("content_translations")
      .where("kind", "=", "products")
      .where("item_key", "=", "fenprint-sf-fount-50")
      .where("locale", "in", ["de", "es"])
      .execute();
    // As a change to what is live does: every cache of the content reads it again.
    await bumpContentVersion(service.services.database.db, new Date());
    service.services.contentVersion.invalidate();
    const translations = panel(await dashboard(editor), "Translations to do");
    expect(translations).toMatch(
      /<a href="\/staff\/translations\/products\/fenprint-sf-fount-50\/de"[^>]*>Fenprint SF Fount 50<\/a> <span class="staff-hint">Products; missing or incomplete in DE, ES<\/span>/,
    );
    expect(translations).toContain('href="/staff/translations"');
  });

  it("cuts a long list short with how many more, and shows it all at its own address", async () => {
    const email = "many.drafts@fenmoor.example";
    const editor = await signedInAs(email, "editor");
    const editing = service.services.contentEditing;
    const items = (await editing.list("news")).slice(0, 10);
    for (const item of items) {
      const entry = await editing.get("news", item.key);
      if (!entry) throw new Error(`no news item ${item.key}`);
      await editing.save("news", item.key, { ...entry.working, name: `Many ${item.key}` }, entry.version, {
        email,
      });
    }
    const cut = panel(await dashboard(editor), "Your drafts");
    expect(cut.match(/<li>/g)).toHaveLength(8);
    expect(cut).toContain('And 2 more: <a href="/staff?all=drafts#panel-drafts"');
    const full = panel(await dashboard(editor, "/staff?all=drafts"), "Your drafts");
    expect(full.match(/<li>/g)).toHaveLength(10);
    expect(full).not.toContain("more:");
    // An address asking for no panel it knows shows them all cut short.
    expect(
      panel(await dashboard(editor, "/staff?all=everything"), "Your drafts").match(/<li>/g),
    ).toHaveLength(8);
  });
});

describe("a sales person's start page", () => {
  it("shows the lead figures and no content panels", async () => {
    const { database } = service.services;
    const now = Date.now();
    await storeLead(database, "sales");
    await storeLead(database, "contact");
    await storeLead(database, "sales", {}, { at: new Date(now - 3 * DAY_MS) });
    await storeLead(database, "sales", {}, { at: new Date(now - 10 * DAY_MS) });
    await storeLead(database, "sales", {}, { spam: true });
    const sales = await signedIn(service, "sales");
    const html = await dashboard(sales);
    const leads = panel(html, "Leads");
    expect(figure(leads, "New in the last 7 days")).toBe("3");
    expect(Number(figure(leads, "New today"))).toBeGreaterThanOrEqual(2);
    expect(figure(leads, "Open, status New")).toBe("4");
    expect(figure(leads, "Open, status Contacted")).toBe("0");
    expect(figure(leads, "Open and unassigned")).toBe("4");
    expect(figure(leads, "Oldest open lead")).toMatch(/^10 days old \(\d{4}-\d\d-\d\d \d\d:\d\d UK time\)$/);
    expect(leads).toContain('href="/staff/enquiries?status=new"');
    expect(leads).toContain('href="/staff/enquiries"');
    // The chart of leads per week is here; the inbox starts with its list.
    expect(leads).toMatch(/<svg[^>]*class="leads-chart"/);
    expect(html).not.toContain(">Your drafts</h2>");
    expect(html).not.toContain(">Translations to do</h2>");
    expect(html).not.toContain(">Pending invitations</h2>");
  });
});

describe("an admin's start page", () => {
  it("shows a pending invitation, a mail that failed, and recent sign-ins", async () => {
    const admin = await signedIn(service, "admin");
    const email = "invited.colleague@fenmoor.example";
    await staffAction(service, admin, STAFF_USERS_PATH, "invite", { email, role: "sales" });
    const at = new Date().toISOString();
    await service.services.database.db
      .insertInto("enquiry_outbox")
      .values({
        id: randomUUID(),
        enquiry_reference: null,
        kind: "password-reset",
        attempts: 2,
        next_attempt_at: new Date(Date.now() + 60_000).toISOString(),
        last_error: "550 mailbox unavailable",
        recipient: "someone@fenmoor.example",
        created_at: at,
      })
      .execute();
    const html = await dashboard(admin);
    const invitations = panel(html, "Pending invitations");
    expect(invitations).toContain(email);
    expect(invitations).toContain("Sales (leads); expires");
    expect(invitations).toContain('href="/staff/users"');
    const mails = panel(html, "Mails not delivered");
    expect(mails).toContain("Password reset");
    expect(mails).toContain("2 failed attempts: 550 mailbox unavailable. Next try");
    expect(panel(html, "Recent sign-ins")).toMatch(/admin-[0-9a-f]+@fenmoor\.example/);
    // An admin holds every permission, so every panel is there.
    expect(html).toContain(">Your drafts</h2>");
    expect(html).toContain(">Leads</h2>");
  });
});

it("the start page, full with every panel, and the search results are valid HTML (Nu HTML Checker)", async () => {
  const admin = await signedIn(service, "admin");
  const documents = await Promise.all(
    [STAFF_PATH, "/staff?all=drafts", "/staff/search?q=silicone+emulsion"].map(async (path) => {
      const response = await staffGet(service, admin, path);
      expect(response.status, path).toBe(200);
      return { name: path, html: await response.text() };
    }),
  );
  expect(await htmlErrors(documents)).toEqual([]);
});
