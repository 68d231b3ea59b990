import { randomBytes } from "node:crypto";
import { setCredentialPassword } from "#server/staff/credential-password.ts";
import { XSRF_COOKIE, XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import type { Role } from "#shared/staff/roles.ts";
import { startTestService, type TestService } from "./test-service.ts";

export const STAFF_PASSWORD = "amber-kettle-quarry-41";

/** A browser's cookie jar for one person: the anti-forgery token and, once signed in, the session. */
export type StaffBrowser = { cookies: Map<string, string>; xsrf: string; address: string };

export function newBrowser(address = "198.51.100.10"): StaffBrowser {
  const xsrf = randomBytes(32).toString("base64url");
  return { cookies: new Map([[XSRF_COOKIE, xsrf]]), xsrf, address };
}

function cookieHeader(browser: StaffBrowser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Keeps what the answer set (or cleared) in the jar. */
function remember(browser: StaffBrowser, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value === "" || /max-age=0/i.test(line)) browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
}

export async function staffGet(service: TestService, browser: StaffBrowser, path: string): Promise<Response> {
  const response = await service.fetch(path, {
    headers: { cookie: cookieHeader(browser), "x-forwarded-for": browser.address },
  });
  remember(browser, response);
  return response;
}

/** A form's fields: by name, or as pairs where a name repeats (a group of checkboxes). */
export type FormFields = Record<string, string> | [string, string][];
const pairs = (fields: FormFields) => (Array.isArray(fields) ? fields : Object.entries(fields));

/** A form post as a browser without JavaScript sends it, with the page's anti-forgery field. */
export async function staffPost(
  service: TestService,
  browser: StaffBrowser,
  path: string,
  fields: FormFields,
): Promise<Response> {
  const response = await service.fetch(path, {
    method: "POST",
    headers: {
      cookie: cookieHeader(browser),
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": browser.address,
    },
    body: new URLSearchParams([[XSRF_FIELD, browser.xsrf], ...pairs(fields)]).toString(),
  });
  remember(browser, response);
  return response;
}

export function staffAction(
  service: TestService,
  browser: StaffBrowser,
  path: string,
  intent: string,
  fields: FormFields = {},
): Promise<Response> {
  return staffPost(service, browser, path, [[INTENT_FIELD, intent], ...pairs(fields)]);
}

export function signIn(
  service: TestService,
  browser: StaffBrowser,
  email: string,
  password = STAFF_PASSWORD,
) {
  return staffPost(service, browser, STAFF_SIGN_IN_PATH, { email, password });
}

/**
 * A person with a role and the standard password, made as an accepted invitation makes them, but
 * without the invitation's mail, which would reach the tests' mail catcher.
 */
export async function createPerson(service: TestService, email: string, role: Role): Promise<void> {
  const { staff } = service.services;
  if (await staff.people.findByEmail(email)) throw new Error(`${email} already has an account`);
  const name = email.split("@")[0] ?? email;
  await setCredentialPassword(await staff.auth(), { email, name, role }, STAFF_PASSWORD);
}

/** A signed-in browser of a new person with this role. */
export async function signedIn(service: TestService, role: Role, address?: string): Promise<StaffBrowser> {
  const email = `${role}-${randomBytes(4).toString("hex")}@fenmoor.example`;
  await createPerson(service, email, role);
  const browser = newBrowser(address);
  const response = await signIn(service, browser, email);
  if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return browser;
}

/** The real service (with `env`) and, in it, a signed-in browser of a new person with this role. */
export async function startSignedIn(
  role: Role,
  env: Record<string, string> = {},
): Promise<{ service: TestService; browser: StaffBrowser }> {
  const service = await startTestService(env);
  const browser = await signedIn(service, role).catch(async (error) => {
    await service.stop();
    throw error;
  });
  return { service, browser };
}

/** A passkey row as better-auth stores one (its key material is never read by the tests). */
export async function givePasskey(service: TestService, userId: string, name: string): Promise<void> {
  await service.services.database.db
    .insertInto("staff_passkeys")
    .values({
      id: `passkey-${name}`,
      name,
      public_key: "test-key",
      user_id: userId,
      credential_id: `credential-${name}`,
      counter: 0,
      device_type: "singleDevice",
      backed_up: 0,
      transports: null,
      aaguid: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The lead page's one form as posted: the status and owner as seen, what is chosen, a note. */
export type LeadWorkFields = {
  from: string;
  to?: string;
  ownerFrom?: string;
  owner?: string;
  text?: string;
  after?: "stay" | "next";
};

/** Posts the lead page's one form; what is not given is left as it was seen. */
export function saveLeadWork(
  service: TestService,
  browser: StaffBrowser,
  path: string,
  fields: LeadWorkFields,
): Promise<Response> {
  const ownerFrom = fields.ownerFrom ?? "";
  return staffAction(service, browser, path, "work", {
    from: fields.from,
    to: fields.to ?? fields.from,
    ownerFrom,
    owner: fields.owner ?? ownerFrom,
    text: fields.text ?? "",
    after: fields.after ?? "stay",
  });
}
