import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ACCOUNT_PATH, STAFF_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import {
  createPerson,
  newBrowser,
  STAFF_PASSWORD,
  signIn,
  staffGet,
  staffPost,
} from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await service.stop();
});

function invite(email: string, role: string) {
  const config = service.services.config;
  return spawnSync("node", ["scripts/staff/cli.ts", "invite", email, "--role", role], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATA_DIR: service.dataDir,
      DATABASE_URL: config.databaseUrl ?? "",
      PUBLIC_SITE_URL: config.publicSiteUrl,
      LOG_LEVEL: "silent",
    },
  });
}

describe("invitations", () => {
  it("the command prints a one-time link; accepting it sets name and password and signs the person in", async () => {
    const result = invite("first.admin@fenmoor.example", "admin");
    expect(result.status, result.stderr).toBe(0);
    const link = new URL(result.stdout.trim());
    expect(link.pathname).toMatch(/^\/staff\/invitation\/[0-9a-f]{64}$/);

    const browser = newBrowser();
    const page = await staffGet(service, browser, link.pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("first.admin@fenmoor.example");

    const common = await staffPost(service, browser, link.pathname, {
      name: "Ada",
      password: "password1234",
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("among the most common");
    const short = await staffPost(service, browser, link.pathname, { name: "Ada", password: "short-one" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("at least 12 characters");

    const accepted = await staffPost(service, browser, link.pathname, {
      name: "Ada",
      password: STAFF_PASSWORD,
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`${STAFF_ACCOUNT_PATH}?welcome=1`);
    const account = await staffGet(service, browser, STAFF_ACCOUNT_PATH);
    expect(account.status).toBe(200);
    const html = await account.text();
    expect(html).toContain("Ada");
    expect(html).toContain("Passkeys");

    expect((await staffGet(service, newBrowser(), link.pathname)).status).toBe(410);
  });

  it("refuses a role that does not exist", () => {
    const result = invite("someone@fenmoor.example", "owner");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage:");
  });
});

describe("password sign-in", () => {
  beforeAll(async () => {
    await createPerson(service, "sales.person@fenmoor.example", "sales");
  });

  it("sets an HttpOnly, SameSite session cookie in the database and redirects into the console", async () => {
    const browser = newBrowser();
    const response = await signIn(service, browser, "Sales.Person@fenmoor.example");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(STAFF_PATH);
    const session = response.headers.getSetCookie().find((line) => line.startsWith("staff.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect((await staffGet(service, browser, STAFF_PATH)).status).toBe(200);
  });

  it("answers an unknown address and a wrong password alike", async () => {
    const unknown = await signIn(
      service,
      newBrowser("198.51.100.20"),
      "nobody@fenmoor.example",
      "whatever-password",
    );
    const wrong = await signIn(
      service,
      newBrowser("198.51.100.21"),
      "sales.person@fenmoor.example",
      "not-my-password",
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const alert = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    const [unknownAlert, wrongAlert] = [alert(await unknown.text()), alert(await wrong.text())];
    expect(unknownAlert).toBe("That e-mail address and password do not match an account.");
    expect(wrongAlert).toBe(unknownAlert);
  });

  it("refuses a form without the anti-forgery token", async () => {
    const browser = newBrowser();
    browser.xsrf = "x".repeat(43);
    expect((await signIn(service, browser, "sales.person@fenmoor.example")).status).toBe(403);
  });

  it("sends anonymous visitors to the sign-in page and back after", async () => {
    const response = await staffGet(service, newBrowser(), STAFF_ACCOUNT_PATH);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${STAFF_SIGN_IN_PATH}?next=%2Fstaff%2Faccount`);
  });
});
