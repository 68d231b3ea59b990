import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_AUDIT_PATH, STAFF_PATH, STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import {
  createPerson,
  newBrowser,
  STAFF_PASSWORD,
  type StaffBrowser,
  signedIn,
  signIn,
  staffAction,
  staffGet,
  staffPost,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** Issue 31: invitations are mailed through the outbox, and resent or revoked from the people page. */
let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
let admin: StaffBrowser;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({ TRUST_PROXY: "true", MAIL_RETRY_MS: "200" }));
  admin = await signedIn(service, "admin");
});
afterAll(() => stop?.());

const LINK = /https?:\/\/[^\s"<]+\/staff\/invitation\/[0-9a-f]{64}/g;

/** The links on a page, or in a mail, in order. */
function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => new URL(match[0]).pathname);
}

async function invite(email: string, role = "editor"): Promise<string> {
  const response = await staffAction(service, admin, STAFF_USERS_PATH, "invite", { email, role });
  expect(response.status).toBe(200);
  const [shown] = linksIn(await response.text());
  if (!shown) throw new Error("no link shown");
  return shown;
}

/** The invitation links mailed to `email`, the newest last, once `count` have arrived. */
async function mailedLinks(email: string, count: number): Promise<string[]> {
  const invitations = (mail: (typeof catcher.mails)[number]) =>
    mail.envelope.to.includes(email) && (mail.parsed.subject ?? "").includes("You are invited");
  await catcher.find((mail) => invitations(mail) && catcher.filter(invitations).length >= count, 10_000);
  return catcher.filter(invitations).flatMap((mail) => linksIn(mail.parsed.text ?? ""));
}

function accept(path: string, browser = newBrowser()) {
  return staffPost(service, browser, path, { name: "New Colleague", password: STAFF_PASSWORD });
}

describe("invitations by mail", () => {
  it("an invitation is mailed with a link of its own; both links work until either is used", async () => {
    const email = "mailed.colleague@fenmoor.example";
    const shown = await invite(email);
    const [mailed] = await mailedLinks(email, 1);
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(shown);
    // Only hashes are stored: neither the outbox nor the invitations hold a link's token.
    const tokens = [shown, mailed ?? ""].map((path) => path.split("/").pop() ?? "");
    const outbox = await service.services.database.db.selectFrom("enquiry_outbox").selectAll().execute();
    const invitations = await service.services.database.db
      .selectFrom("staff_invitations")
      .selectAll()
      .execute();
    for (const token of tokens) expect(JSON.stringify([outbox, invitations])).not.toContain(token);

    expect((await staffGet(service, newBrowser(), shown)).status).toBe(200);
    expect((await accept(mailed ?? "")).status).toBe(302);
    expect((await staffGet(service, newBrowser(), shown)).status).toBe(410);
    expect((await accept(shown)).status).toBe(410);
  });

  it("of the two links used at the same moment, exactly one makes the account", async () => {
    const email = "twice.at.once@fenmoor.example";
    const shown = await invite(email);
    const [mailed] = await mailedLinks(email, 1);
    const statuses = await Promise.all([
      accept(shown, newBrowser("198.51.100.61")),
      accept(mailed ?? "", newBrowser("198.51.100.62")),
    ]);
    expect(statuses.map((response) => response.status).sort()).toEqual([302, 410]);
    const people = await service.services.staff.people.list();
    expect(people.filter((person) => person.email === email)).toHaveLength(1);
  });

  it("the command line's invitation is mailed too, by the running service", async () => {
    const email = "from.the.shell@fenmoor.example";
    const { config } = service.services;
    const result = spawnSync("node", ["scripts/staff/cli.ts", "invite", email, "--role", "sales"], {
      encoding: "utf8",
      env: {
        ...process.env,
        DATA_DIR: service.dataDir,
        DATABASE_URL: config.databaseUrl ?? "",
        PUBLIC_SITE_URL: config.publicSiteUrl,
        LOG_LEVEL: "silent",
      },
    });
    expect(result.status, result.stderr).toBe(0);
    const [mailed] = await mailedLinks(email, 1);
    expect(mailed).toMatch(/^\/staff\/invitation\/[0-9a-f]{64}$/);
    expect(mailed).not.toBe(new URL(result.stdout.trim()).pathname);
    expect((await staffGet(service, newBrowser(), mailed ?? "")).status).toBe(200);
  });

  it("resend makes a new link and mails it; every earlier link stops working", async () => {
    const email = "resend.me@fenmoor.example";
    const shown = await invite(email, "sales");
    const [mailed] = await mailedLinks(email, 1);
    const resent = await staffAction(service, admin, STAFF_USERS_PATH, "resend-invitation", { email });
    expect(resent.status).toBe(200);
    const [again] = linksIn(await resent.text());
    const [, mailedAgain] = await mailedLinks(email, 2);
    for (const old of [shown, mailed ?? ""])
      expect((await staffGet(service, newBrowser(), old)).status).toBe(410);
    expect((await staffGet(service, newBrowser(), again ?? "")).status).toBe(200);
    expect((await accept(mailedAgain ?? "")).status).toBe(302);
    expect((await service.services.staff.people.findByEmail(email))?.role).toBe("sales");
  });

  it("revoke refuses both links and takes the invitation off the list", async () => {
    const email = "not.after.all@fenmoor.example";
    const shown = await invite(email);
    const [mailed] = await mailedLinks(email, 1);
    const page = await (await staffGet(service, admin, STAFF_USERS_PATH)).text();
    expect(page).toContain(`">${email}</td>`);
    const revoked = await staffAction(service, admin, STAFF_USERS_PATH, "revoke-invitation", { email });
    expect(revoked.status).toBe(200);
    expect((await staffGet(service, newBrowser(), shown)).status).toBe(410);
    expect((await accept(shown)).status).toBe(410);
    expect((await accept(mailed ?? "")).status).toBe(410);
    expect(await (await staffGet(service, admin, STAFF_USERS_PATH)).text()).not.toContain(`">${email}</td>`);
    expect((await staffAction(service, admin, STAFF_USERS_PATH, "revoke-invitation", { email })).status).toBe(
      404,
    );
    const audit = await staffGet(service, admin, `${STAFF_AUDIT_PATH}?kind=invitation-revoked`);
    expect(await audit.text()).toContain(`">${email}</td>`);
  });
});

describe("deactivation", () => {
  it("asks for confirmation, and Reactivate gives the access back while the old sessions stay ended", async () => {
    const email = "back.again@fenmoor.example";
    await createPerson(service, email, "sales");
    const person = await service.services.staff.people.findByEmail(email);
    const userId = person?.id ?? "";
    const session = newBrowser("198.51.100.63");
    expect((await signIn(service, session, email)).status).toBe(302);

    const unconfirmed = await staffAction(service, admin, STAFF_USERS_PATH, "deactivate", { userId });
    expect(unconfirmed.status).toBe(400);
    expect(await service.services.staff.people.isActive(userId)).toBe(true);
    expect((await staffGet(service, session, STAFF_PATH)).status).toBe(200);

    const confirmed = { userId, confirm: "yes" };
    expect((await staffAction(service, admin, STAFF_USERS_PATH, "deactivate", confirmed)).status).toBe(200);
    expect((await staffGet(service, session, STAFF_PATH)).status).toBe(302);
    expect((await signIn(service, newBrowser("198.51.100.64"), email)).status).toBe(401);

    expect((await staffAction(service, admin, STAFF_USERS_PATH, "reactivate", { userId })).status).toBe(200);
    expect(await service.services.staff.people.isActive(userId)).toBe(true);
    expect((await service.services.staff.people.findByEmail(email))?.role).toBe("sales");
    expect((await staffGet(service, session, STAFF_PATH)).status).toBe(302);
    const again = newBrowser("198.51.100.65");
    expect((await signIn(service, again, email)).status).toBe(302);
    expect((await staffGet(service, again, STAFF_PATH)).status).toBe(200);
    expect((await staffAction(service, admin, STAFF_USERS_PATH, "reactivate", { userId })).status).toBe(409);

    const audit = await staffGet(service, admin, `${STAFF_AUDIT_PATH}?kind=reactivated`);
    expect(await audit.text()).toContain(`">${email}</td>`);
  });
});
