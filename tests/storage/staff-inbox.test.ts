import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import {
  LEAD_EXPORT_PATH,
  LEAD_INBOX_PATH,
  leadHref,
  PERSONAL_DATA_DOWNLOAD_PATH,
  PERSONAL_DATA_PATH,
} from "#shared/staff/leads/paths.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import {
  createPerson,
  type StaffBrowser,
  saveLeadWork,
  signedIn,
  staffAction,
  staffGet,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** The lead inbox pages as a browser without JavaScript uses them, against the real service. */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let sales: StaffBrowser;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({
    TRUST_PROXY: "true",
    ENQUIRY_RATE_LIMIT: "1000",
    MAIL_RETRY_MS: "200",
  }));
  sales = await signedIn(service, "sales");
});
afterAll(() => stop?.());

async function send(fields: Record<string, string> = {}): Promise<string> {
  return referenceOf(await postEnquiry(service, ENDPOINTS.sales, { ...VALID_BODIES.sales, ...fields }));
}

async function html(path: string, browser = sales): Promise<string> {
  const response = await staffGet(service, browser, path);
  expect(response.status).toBe(200);
  // React separates adjacent text with empty comments; the reader sees one run of text.
  return (await response.text()).replaceAll("<!-- -->", "");
}

async function audited(kind: string, subject?: string) {
  const { entries } = await service.services.staff.audit.list({ kind: kind as never });
  return entries.filter((entry) => subject === undefined || entry.subject === subject);
}

describe("the inbox", () => {
  it("lists a lead sent through a public form, with counts, and filters kept in the address", async () => {
    const reference = await send({ company: "Inbox Listing Ltd" });
    const page = await html(LEAD_INBOX_PATH);
    expect(page).toContain(reference);
    expect(page).toContain(`href="${leadHref(reference)}"`);
    expect(page).toMatch(/New: [1-9]/);
    const filtered = await html(`${LEAD_INBOX_PATH}?q=Inbox+Listing`);
    expect(filtered).toContain(reference);
    expect(filtered).toContain('value="Inbox Listing"');
    expect(filtered).toContain(`${LEAD_EXPORT_PATH}?format=csv&amp;q=Inbox+Listing`);
    expect(await html(`${LEAD_INBOX_PATH}?q=nothing-like-it`)).not.toContain(reference);
  });
});

describe("a lead's page", () => {
  it("shows the fields as sent, the source page, the mail state and related leads; viewing is audited", async () => {
    const reference = await send({ email: "ana@related-co.example", message: "First of two" });
    const other = await send({ email: "ben@related-co.example", message: "Second of two" });
    const page = await html(leadHref(reference));
    expect(page).toContain(reference);
    expect(page).toContain("First of two");
    expect(page).toContain("ana@related-co.example");
    expect(page).toContain("Sent from page");
    expect(page).toMatch(/team mail[^<]*: (sent|waiting)/);
    expect(page).toContain(`href="${leadHref(other)}"`);
    expect(await audited("lead-viewed", reference)).toHaveLength(1);
    expect((await staffGet(service, sales, leadHref("FC-20260101-ZZZZZZ"))).status).toBe(404);
  });

  it("changes status, adds a note and assigns an owner, who is mailed; each is audited and on the timeline", async () => {
    const reference = await send();
    const path = leadHref(reference);
    const moved = await saveLeadWork(service, sales, path, { from: "new", to: "contacted" });
    expect(moved.status).toBe(200);
    const stale = await saveLeadWork(service, sales, path, { from: "new", to: "spam" });
    expect(stale.status).toBe(409);
    const noted = await saveLeadWork(service, sales, path, {
      from: "contacted",
      text: "Rang them, call back Friday",
    });
    expect(noted.status).toBe(200);
    // A blank note and the status and owner as they are: nothing to save.
    expect((await saveLeadWork(service, sales, path, { from: "contacted", text: "  " })).status).toBe(400);
    await createPerson(service, "owner-inbox@fenmoor.example", "sales");
    const owner = await service.services.staff.people.findByEmail("owner-inbox@fenmoor.example");
    const assigned = await saveLeadWork(service, sales, path, { from: "contacted", owner: owner?.id ?? "" });
    expect(assigned.status).toBe(200);
    const mail = await catcher.find(
      (caught) =>
        caught.reference === reference && caught.envelope.to.includes("owner-inbox@fenmoor.example"),
    );
    expect(mail.parsed.text).toContain(leadHref(reference));

    const page = await html(path);
    expect(page).toContain("status New → Contacted");
    expect(page).toContain("note: Rang them, call back Friday");
    expect(page).toMatch(/owner nobody → owner-inbox/);
    expect(await audited("lead-status-changed", reference)).toHaveLength(1);
    expect(await audited("lead-note-added", reference)).toHaveLength(1);
    expect(await audited("lead-assigned", reference)).toHaveLength(1);
  });

  it("refuses a form without the anti-forgery token", async () => {
    const reference = await send();
    const response = await service.fetch(leadHref(reference), {
      method: "POST",
      headers: {
        cookie: [...sales.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        [INTENT_FIELD]: "work",
        from: "new",
        to: "new",
        ownerFrom: "",
        owner: "",
        text: "forged",
      }).toString(),
    });
    expect(response.status).toBe(403);
  });
});

describe("working leads (issue 32)", () => {
  it("saves status, owner and note in one form, each on the timeline, or none when one part is stale", async () => {
    const reference = await send({ company: "One Form Ltd" });
    const path = leadHref(reference);
    await createPerson(service, "one-form@fenmoor.example", "sales");
    const owner = await service.services.staff.people.findByEmail("one-form@fenmoor.example");
    const saved = await saveLeadWork(service, sales, path, {
      from: "new",
      to: "qualified",
      owner: owner?.id ?? "",
      text: "Wants 200 kg a month",
    });
    expect(saved.status).toBe(200);
    const answer = (await saved.text()).replaceAll("<!-- -->", "");
    expect(answer).toContain(
      `Saved ${reference}: status is now Qualified; one-form owns it now and is mailed; note added.`,
    );
    const page = await html(path);
    expect(page).toContain("status New → Qualified");
    expect(page).toMatch(/owner nobody → one-form/);
    expect(page).toContain("note: Wants 200 kg a month");

    // Seen before it was given to one-form, the lead is given to someone else: nothing of it is saved.
    await createPerson(service, "someone-else@fenmoor.example", "sales");
    const other = await service.services.staff.people.findByEmail("someone-else@fenmoor.example");
    const stale = await saveLeadWork(service, sales, path, {
      from: "qualified",
      to: "not_a_fit",
      ownerFrom: "",
      owner: other?.id ?? "",
    });
    expect(stale.status).toBe(409);
    expect(await html(path)).not.toContain("Qualified → Not a fit");
  });

  it("Save and next opens the next lead of the list the lead was opened from, saying what was saved", async () => {
    const company = `Next In List ${Date.now()}`;
    const oldest = await send({ company, message: "oldest" });
    const middle = await send({ company, message: "middle" });
    const newest = await send({ company, message: "newest" });
    const list = new URLSearchParams({ q: company }).toString();
    const inbox = await html(`${LEAD_INBOX_PATH}?${list}`);
    expect(inbox).toContain(`href="${leadHref(newest, list).replaceAll("&", "&amp;")}"`);
    const saved = await saveLeadWork(service, sales, leadHref(newest, list), {
      from: "new",
      to: "contacted",
      after: "next",
    });
    expect(saved.status).toBe(302);
    const next = saved.headers.get("location") ?? "";
    expect(next).toBe(`${leadHref(middle, list)}&saved=${newest}`);
    expect(await html(next)).toContain(`Saved ${newest}. This is the next lead of the list.`);
    await saveLeadWork(service, sales, leadHref(middle, list), {
      from: "new",
      to: "contacted",
      after: "next",
    });
    const last = await saveLeadWork(service, sales, leadHref(oldest, list), {
      from: "new",
      to: "contacted",
      after: "next",
    });
    expect(last.status).toBe(200);
    expect((await last.text()).replaceAll("<!-- -->", "")).toContain("That was the last lead of the list.");
  });

  it("assigns three ticked leads at once, mailing the owner for each, and marks ticked leads spam", async () => {
    const company = `Bulk Ticked ${Date.now()}`;
    const references = [await send({ company }), await send({ company }), await send({ company })];
    await createPerson(service, "bulk-owner@fenmoor.example", "sales");
    const owner = await service.services.staff.people.findByEmail("bulk-owner@fenmoor.example");
    const ticked = references.map((reference): [string, string] => ["reference", reference]);
    const assigned = await staffAction(service, sales, LEAD_INBOX_PATH, "bulk-assign", [
      ...ticked,
      ["owner", owner?.id ?? ""],
    ]);
    expect(assigned.status).toBe(200);
    expect((await assigned.text()).replaceAll("<!-- -->", "")).toContain(
      "3 leads given to bulk-owner, who is mailed.",
    );
    for (const reference of references) {
      await catcher.find(
        (caught) =>
          caught.reference === reference && caught.envelope.to.includes("bulk-owner@fenmoor.example"),
      );
      expect(await html(leadHref(reference))).toMatch(/owner nobody → bulk-owner/);
    }
    const list = await html(
      `${LEAD_INBOX_PATH}?${leadFilterToQuery({ q: company, owner: owner?.id ?? "" })}`,
    );
    expect(list).toContain("3 leads");

    const spam = await staffAction(service, sales, LEAD_INBOX_PATH, "bulk-status", [
      ...ticked.slice(0, 2),
      ["status", "spam"],
    ]);
    expect((await spam.text()).replaceAll("<!-- -->", "")).toContain("2 leads moved to Spam.");
    expect(await audited("lead-status-changed", references[0])).toHaveLength(1);
    const again = await staffAction(service, sales, LEAD_INBOX_PATH, "bulk-status", [
      ...ticked,
      ["status", "spam"],
    ]);
    expect((await again.text()).replaceAll("<!-- -->", "")).toContain(
      "1 lead moved to Spam. 2 leads left as they were",
    );
    expect(
      (await staffAction(service, sales, LEAD_INBOX_PATH, "bulk-status", [["status", "spam"]])).status,
    ).toBe(400);
  });
});

describe("duplicates (issue 32)", () => {
  it("merges a duplicate into a lead once confirmed: both timelines on the lead kept, the duplicate out of the list", async () => {
    const email = `merge.${Date.now()}@duplicate-co.example`;
    const kept = await send({ email, company: "Merge Kept Ltd" });
    const duplicate = await send({ email, company: "Merge Kept Ltd" });
    await saveLeadWork(service, sales, leadHref(duplicate), { from: "new", text: "Asked twice, same order" });
    const page = await html(leadHref(kept));
    expect(page).toContain(`href="${leadHref(kept)}?merge=${duplicate.toLowerCase()}#merge"`);
    const asked = await html(`${leadHref(kept)}?merge=${duplicate.toLowerCase()}`);
    expect(asked).toContain(`Merge ${duplicate} into this lead?`);
    expect((await staffAction(service, sales, leadHref(kept), "merge", { from: duplicate })).status).toBe(
      400,
    );
    const merged = await staffAction(service, sales, leadHref(kept), "merge", {
      from: duplicate,
      confirm: "yes",
    });
    expect(merged.status).toBe(200);
    expect((await merged.text()).replaceAll("<!-- -->", "")).toContain(`Merged ${duplicate} into this lead`);

    const after = await html(leadHref(kept));
    expect(after).toContain(`${duplicate} merged into this lead`);
    expect(after).toContain(`${duplicate}: `);
    expect(after).toContain("note: Asked twice, same order");
    expect(await html(leadHref(duplicate))).toContain(`Merged into <a href="${leadHref(kept)}">${kept}</a>`);
    const inbox = await html(`${LEAD_INBOX_PATH}?${leadFilterToQuery({ q: email })}`);
    expect(inbox).toContain(kept);
    expect(inbox).not.toContain(`>${duplicate}<`);
    expect(inbox).toContain("Merged: 1");
    expect(
      (await staffAction(service, sales, leadHref(kept), "merge", { from: duplicate, confirm: "yes" }))
        .status,
    ).toBe(409);
    expect(await audited("lead-merged", kept)).toHaveLength(1);
  });
});

describe("saved views (issue 32)", () => {
  it("saves a filter under a name for oneself or the team; only its owner deletes it", async () => {
    const query = leadFilterToQuery({ status: "new", family: ["3"] });
    const mine = await staffAction(service, sales, `${LEAD_INBOX_PATH}?${query}`, "save-view", {
      name: "My foam control",
      query: `family=3&status=new&page=4`,
    });
    expect((await mine.text()).replaceAll("<!-- -->", "")).toContain(
      "Saved the view My foam control for you.",
    );
    await staffAction(service, sales, LEAD_INBOX_PATH, "save-view", {
      name: "Team spam",
      query: "status=spam",
      shared: "team",
    });
    const page = await html(LEAD_INBOX_PATH);
    expect(page).toContain(`href="${LEAD_INBOX_PATH}?${query.replaceAll("&", "&amp;")}">My foam control</a>`);
    expect(page).toContain(">Team spam (team)</a>");

    const colleague = await signedIn(service, "sales");
    const theirs = await html(LEAD_INBOX_PATH, colleague);
    expect(theirs).toContain("Team spam (team)");
    expect(theirs).not.toContain("My foam control");
    const view = /name="view" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect((await staffAction(service, colleague, LEAD_INBOX_PATH, "delete-view", { view })).status).toBe(
      404,
    );
    expect(
      (await staffAction(service, sales, LEAD_INBOX_PATH, "save-view", { name: " ", query })).status,
    ).toBe(400);
  });
});

describe("exports", () => {
  it("export the filtered list as formula-safe CSV and as JSON, and are audited", async () => {
    const reference = await send({ company: '=HYPERLINK("x") Exports Ltd' });
    await send({ company: "Not In The Export" });
    const csv = await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=csv&q=Exports+Ltd`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-.+\.csv"$/);
    const text = await csv.text();
    expect(text).toContain(reference);
    expect(text).not.toContain("Not In The Export");
    expect(text).toContain("'=HYPERLINK");
    const json = await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=json&q=Exports+Ltd`);
    const rows = (await json.json()) as { reference: string }[];
    expect(rows.map((row) => row.reference)).toEqual([reference]);
    const entries = await audited("leads-exported");
    expect(entries.map((entry) => entry.detail.filter)).toContain("q=Exports+Ltd");
  });
});

describe("personal-data requests", () => {
  /** The page's answer as the reader sees it, and every URL in it. */
  async function posted(response: Response) {
    const text = (await response.text()).replaceAll("<!-- -->", "");
    const urls = [...text.matchAll(/(?:href|action|src)="([^"]*)"/g)].map((match) => match[1]);
    return { text, urls };
  }

  it("find, download and, once confirmed, erase everything sent from an address, all posted; audited", async () => {
    const email = "erase-me@example.net";
    const reference = await send({ email, name: "Erin Erasable" });
    const colleague = await send({ message: `Please copy ${email} on the quote.` });
    const lead = await staffGet(service, sales, leadHref(reference));
    // The e-mail link writes to the person, in the mail program: no request, so in no log or history.
    const { urls } = await posted(lead);
    expect(urls).toContain(`mailto:${email}`);
    expect(urls.filter((url) => url?.includes("erase-me") && !url.startsWith("mailto:"))).toEqual([]);

    const found = await staffAction(service, sales, PERSONAL_DATA_PATH, "find", { email });
    expect(found.status).toBe(200);
    const page = await posted(found);
    expect(page.text).toContain(reference);
    // Issue 30, item 8: another lead's free text naming the address is shown to the handler.
    expect(page.text).toContain("Mentioned in other leads");
    expect(page.text).toContain(`${colleague}</a>, Message: “Please copy ${email} on the quote.”`);
    expect(page.urls.filter((url) => url?.includes("erase-me"))).toEqual([]);
    const download = await staffAction(service, sales, PERSONAL_DATA_DOWNLOAD_PATH, "download", { email });
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const downloaded = JSON.stringify(await download.json());
    expect(downloaded).toContain("Erin Erasable");
    expect(downloaded).toContain(`Please copy ${email} on the quote.`);

    const unconfirmed = await staffAction(service, sales, PERSONAL_DATA_PATH, "erase", { email });
    expect(unconfirmed.status).toBe(400);
    expect(await html(leadHref(reference))).toContain("Erin Erasable");

    const erased = await staffAction(service, sales, PERSONAL_DATA_PATH, "erase", { email, confirm: "yes" });
    expect(erased.status).toBe(200);
    const erasedPage = (await posted(erased)).text;
    expect(erasedPage).toContain("Nothing is held about this address.");
    expect(erasedPage).toContain(`${colleague}</a>, Message: “Please copy (erased) on the quote.”`);
    const after = await html(leadHref(reference));
    expect(after).not.toContain("Erin Erasable");
    expect(after).toContain("Personal data erased");
    // Issue 30, item 8: entries about the erased person keep a pseudonym, not the address.
    const pseudonym = await service.services.staff.audit.pseudonymOf(email);
    expect(await audited("lead-erased", pseudonym)).toHaveLength(1);
    expect(await audited("leads-exported", pseudonym)).toHaveLength(1);
    const { entries } = await service.services.staff.audit.list({});
    expect(JSON.stringify(entries)).not.toContain("erase-me");
  });

  it("takes no address from the URL", async () => {
    const email = "in-the-url@example.net";
    await send({ email });
    const page = await html(`${PERSONAL_DATA_PATH}?email=${encodeURIComponent(email)}`);
    expect(page).not.toContain(email);
    expect((await staffGet(service, sales, `${PERSONAL_DATA_DOWNLOAD_PATH}?email=${email}`)).status).not.toBe(
      200,
    );
  });

  it("answers an address that is not one with the field's message", async () => {
    const refused = await staffAction(service, sales, PERSONAL_DATA_PATH, "find", {
      email: "not-an-address",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the person&#x27;s e-mail address.");
  });

  it("is not open to an editor", async () => {
    const editor = await signedIn(service, "editor", "198.51.100.60");
    expect((await staffGet(service, editor, PERSONAL_DATA_PATH)).status).toBe(403);
    const find = await staffAction(service, editor, PERSONAL_DATA_PATH, "find", { email: "a@example.com" });
    expect(find.status).toBe(403);
  });
});

describe("the inbox's address", () => {
  it("keeps only the filters that are set, as the filter form's empty fields would clutter it", async () => {
    const response = await staffGet(service, sales, `${LEAD_INBOX_PATH}?q=Tidy&type=&status=&owner=&page=1`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${LEAD_INBOX_PATH}?q=Tidy`);
  });
});
