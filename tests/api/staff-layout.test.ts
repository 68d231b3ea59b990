import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_KINDS } from "#shared/content-editing/console-kinds.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import {
  INTENT_FIELD,
  STAFF_HOME_SECTION,
  STAFF_PAGES,
  staffSections,
} from "#shared/staff/console-routes.ts";
import { STAFF_ACCOUNT_PATH, STAFF_PATH, STAFF_SIGN_IN_PATH } from "#shared/staff/paths.ts";
import { can, ROLES } from "#shared/staff/roles.ts";
import { htmlErrors } from "../support/html-validator.ts";
import { newBrowser, signedIn, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The console's own plain layout: its header and sections, never the public site's header and footer. */
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await service?.stop();
});

function publicChrome(html: string) {
  return { header: html.includes('class="site-header"'), footer: html.includes('class="site-footer"') };
}

function staffMenu(html: string): string[] {
  const nav = /<nav class="staff-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? "");
}

describe("the console's layout", () => {
  it.each(ROLES)(
    "as %s: the staff header with the sections the role opens in their groups, the name and Sign out",
    async (role) => {
      const browser = await signedIn(service, role);
      const html = await (await staffGet(service, browser, STAFF_PATH)).text();
      expect(publicChrome(html)).toEqual({ header: false, footer: false });
      expect(html).toContain('class="staff-header"');
      const groups = staffSections(CONSOLE_KINDS, (access) => access === "signed-in" || can(role, access));
      const opened = [STAFF_HOME_SECTION, ...groups.flatMap((group) => group.sections)];
      expect(staffMenu(html)).toEqual(opened.map((section) => section.label));
      // Every section a role opens is a page of the role table that admits it.
      for (const section of opened)
        expect(STAFF_PAGES[section.path as keyof typeof STAFF_PAGES]).toBeDefined();
      const header = /<header class="staff-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? "";
      expect(header).toContain(`<span>${role}-`);
      // The header's one posted form; the search box beside it is a GET form.
      const signOut = /<form[^>]*action="([^"]*)" method="post"[^>]*>([\s\S]*?)<\/form>/.exec(header);
      expect(signOut?.[1]).toBe(STAFF_ACCOUNT_PATH);
      expect(signOut?.[2]).toContain(`name="${INTENT_FIELD}" value="sign-out"`);
      expect(signOut?.[2]).toContain(`name="${XSRF_FIELD}" value="${browser.xsrf}"`);
      expect(signOut?.[2]).toContain(">Sign out</button>");
    },
  );

  it("signed out: the staff header without sections or a person, still no public header or footer", async () => {
    const html = await (await staffGet(service, newBrowser(), STAFF_SIGN_IN_PATH)).text();
    expect(publicChrome(html)).toEqual({ header: false, footer: false });
    expect(html).toContain('class="staff-header"');
    expect(staffMenu(html)).toEqual([]);
    expect(html).not.toContain(">Sign out</button>");
  });

  it("a refused page keeps the console's layout", async () => {
    const html = await (await staffGet(service, await signedIn(service, "editor"), "/staff/audit")).text();
    expect(html).toContain("No access");
    expect(publicChrome(html)).toEqual({ header: false, footer: false });
    expect(staffMenu(html)).toContain("Overview");
  });

  it("draws valid HTML on every console page without a parameter (Nu HTML Checker)", {
    timeout: 180_000,
  }, async () => {
    const admin = await signedIn(service, "admin");
    const answers = await Promise.all(
      Object.keys(STAFF_PAGES)
        .filter((path) => !path.includes(":"))
        .map(async (path) => ({ path, response: await staffGet(service, admin, path) })),
    );
    // Pages only: the export answers with a file.
    const documents = await Promise.all(
      answers
        .filter(({ response }) => response.headers.get("content-type")?.startsWith("text/html"))
        .map(async ({ path, response }) => ({ name: path, html: await response.text() })),
    );
    expect(documents.length).toBeGreaterThan(4);
    const signIn = await staffGet(service, newBrowser(), STAFF_SIGN_IN_PATH);
    documents.push({ name: STAFF_SIGN_IN_PATH, html: await signIn.text() });
    expect(await htmlErrors(documents)).toEqual([]);
  });

  it("leaves the public pages' header and footer in place", async () => {
    const html = await (await service.fetch("/")).text();
    expect(publicChrome(html)).toEqual({ header: true, footer: true });
    expect(html).not.toContain("staff-header");
  });
});
