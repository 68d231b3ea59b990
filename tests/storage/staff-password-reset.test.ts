import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_HOURS } from "#server/staff/password-resets.ts";
import {
  STAFF_ACCOUNT_PATH,
  STAFF_PASSWORD_RESET_PATH,
  STAFF_PATH,
  STAFF_SIGN_IN_PATH,
} from "#shared/staff/paths.ts";
import { eventually } from "../support/eventually.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import {
  createPerson,
  givePasskey,
  newBrowser,
  STAFF_PASSWORD,
  type StaffBrowser,
  signIn,
  staffGet,
  staffPost,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

const NEW_PASSWORD = "heron-lantern-basalt-77";

let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({ TRUST_PROXY: "true", MAIL_RETRY_MS: "200" }));
});
afterAll(() => stop?.());

/** Asks for a reset link as a browser without JavaScript does; the page's answer text. */
async function requestReset(email: string, browser: StaffBrowser = newBrowser()) {
  const response = await staffPost(service, browser, STAFF_PASSWORD_RESET_PATH, { email });
  const status = /role="status">([^<]*(?:<!-- -->[^<]*)*)</.exec(await response.text())?.[1] ?? "";
  return { status: response.status, answer: status.replaceAll("<!-- -->", "").replace(email, "<email>") };
}

async function resetLink(email: string): Promise<URL> {
  const mail = await catcher.find((caught) => caught.envelope.to.includes(email), 10_000);
  const link = /https?:\/\/\S+/.exec(mail.parsed.text ?? "")?.[0];
  expect(link).toBeDefined();
  return new URL(link ?? "");
}

/** Once the outbox holds no reset job for `email` still to do (each sent or given up), how many mails went to it. */
async function mailsTo(email: string): Promise<number> {
  await eventually(async () => {
    const jobs = await service.services.database.db
      .selectFrom("enquiry_outbox")
      .select(["sent_at", "given_up_at"])
      .where("kind", "=", "password-reset")
      .where("recipient", "=", email)
      .execute();
    return jobs.length > 0 && jobs.every((job) => job.sent_at !== null || job.given_up_at !== null);
  }, 10_000);
  return catcher.filter((caught) => caught.envelope.to.includes(email)).length;
}

describe("password reset by e-mail", () => {
  it("the sign-in page links to the reset form", async () => {
    const html = await (await staffGet(service, newBrowser(), STAFF_SIGN_IN_PATH)).text();
    expect(html).toContain(`href="${STAFF_PASSWORD_RESET_PATH}"`);
    expect(html).toContain("Forgot your password?");
    const form = await staffGet(service, newBrowser(), STAFF_PASSWORD_RESET_PATH);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Email");
  });

  it("mails a one-time link; the new password works, the old one and the old sessions end", async () => {
    const email = "reset.me@fenmoor.example";
    await createPerson(service, email, "sales");
    const oldSession = newBrowser("198.51.100.40");
    expect((await signIn(service, oldSession, email)).status).toBe(302);
    expect((await staffGet(service, oldSession, STAFF_ACCOUNT_PATH)).status).toBe(200);

    const requested = await requestReset("Reset.Me@fenmoor.example");
    expect(requested.status).toBe(200);
    const mail = await catcher.find((caught) => caught.envelope.to.includes(email), 10_000);
    expect(mail.parsed.subject).toContain("Reset your");
    const link = await resetLink(email);
    expect(link.origin).toBe(new URL(service.services.config.publicSiteUrl).origin);
    expect(link.pathname).toMatch(/^\/staff\/password-reset\/[0-9a-f]{64}$/);
    // Only the token's hash is stored.
    const token = link.pathname.split("/").pop() ?? "";
    const stored = await service.services.database.db
      .selectFrom("staff_password_resets")
      .select("token_hash")
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const browser = newBrowser("198.51.100.41");
    const page = await staffGet(service, browser, link.pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    const common = await staffPost(service, browser, link.pathname, { password: "password1234" });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("among the most common");
    const short = await staffPost(service, browser, link.pathname, { password: "short-one" });
    expect(short.status).toBe(400);

    const set = await staffPost(service, browser, link.pathname, { password: NEW_PASSWORD });
    expect(set.status).toBe(302);
    expect(set.headers.get("location")).toBe(`${STAFF_SIGN_IN_PATH}?reset=1`);

    expect((await staffGet(service, oldSession, STAFF_ACCOUNT_PATH)).status).toBe(302);
    expect((await signIn(service, newBrowser("198.51.100.42"), email)).status).toBe(401);
    const fresh = newBrowser("198.51.100.43");
    const signedIn = await signIn(service, fresh, email, NEW_PASSWORD);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(STAFF_PATH);

    expect((await staffGet(service, newBrowser(), link.pathname)).status).toBe(410);
    expect((await staffPost(service, newBrowser(), link.pathname, { password: STAFF_PASSWORD })).status).toBe(
      410,
    );

    const { entries } = await service.services.staff.audit.list({ person: email });
    const kinds = entries.map((entry) => entry.kind);
    expect(kinds).toContain("password-reset-requested");
    expect(kinds).toContain("password-reset");
  });

  it(`refuses a link more than ${PASSWORD_RESET_HOURS} hour old`, async () => {
    const email = "slow.reader@fenmoor.example";
    await createPerson(service, email, "editor");
    expect((await requestReset(email)).status).toBe(200);
    const link = await resetLink(email);
    expect((await staffGet(service, newBrowser(), link.pathname)).status).toBe(200);
    await service.services.database.db
      .updateTable("staff_password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await staffGet(service, newBrowser(), link.pathname)).status).toBe(410);
    expect((await staffPost(service, newBrowser(), link.pathname, { password: NEW_PASSWORD })).status).toBe(
      410,
    );
    expect((await signIn(service, newBrowser("198.51.100.44"), email)).status).toBe(302);
  });

  it("answers an unknown address the same and mails no one; a deactivated person gets no mail", async () => {
    const known = "known.person@fenmoor.example";
    await createPerson(service, known, "sales");
    const gone = "gone.person@fenmoor.example";
    await createPerson(service, gone, "sales");
    const person = await service.services.staff.people.findByEmail(gone);
    await service.services.staff.people.deactivate(person?.id ?? "");

    const forKnown = await requestReset(known, newBrowser("198.51.100.50"));
    const forUnknown = await requestReset("nobody.here@fenmoor.example", newBrowser("198.51.100.51"));
    const forGone = await requestReset(gone, newBrowser("198.51.100.52"));
    expect(forKnown.answer).toContain("If <email> belongs to an account");
    expect(forUnknown).toEqual(forKnown);
    expect(forGone).toEqual(forKnown);

    await resetLink(known);
    expect(await mailsTo("nobody.here@fenmoor.example")).toBe(0);
    expect(await mailsTo(gone)).toBe(0);
  });

  it("limits requests per address with 429 and Retry-After", async () => {
    const browser = newBrowser("198.51.100.60");
    const email = "flooded@fenmoor.example";
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      answers.push((await staffPost(service, browser, STAFF_PASSWORD_RESET_PATH, { email })).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await staffPost(service, browser, STAFF_PASSWORD_RESET_PATH, { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  // Issue 30, item 2: a passkey added from a stolen session outlived the reset.
  it("offers to remove the person's passkeys with the new password", async () => {
    const email = "keys.too@fenmoor.example";
    await createPerson(service, email, "editor");
    const person = await service.services.staff.people.findByEmail(email);
    await givePasskey(service, person?.id ?? "", "Stranger's key");
    expect((await requestReset(email, newBrowser("198.51.100.70"))).status).toBe(200);
    const link = await resetLink(email);
    const browser = newBrowser("198.51.100.71");
    expect(await (await staffGet(service, browser, link.pathname)).text()).toContain(
      "Remove this passkey too",
    );
    const done = await staffPost(service, browser, link.pathname, {
      password: NEW_PASSWORD,
      removePasskeys: "yes",
    });
    expect(done.status).toBe(302);
    expect(await service.services.staff.people.passkeys(person?.id ?? "")).toEqual([]);
  });
});
