import type { Page } from "@playwright/test";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { createServices, type Services } from "#server/services.ts";
import { setCredentialPassword } from "#server/staff/credential-password.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import type { Role } from "#shared/staff/roles.ts";
import { test as base, expect } from "../e2e/fixtures.ts";
import { PASSWORD } from "./console-support.ts";
import { STAFF_DATA_DIR, STAFF_DATABASE_URL, STAFF_SITE_URL } from "./playwright.config.ts";

type StaffPerson = { email: string; role: Role; name: string };

/** The fixture's sign-ins are counted under an address of their own, apart from the browser's failures. */
const FIXTURE_ADDRESS = "127.0.0.2";

export type StaffFixture = {
  /** Makes the person, with `PASSWORD`, as accepting an invitation does (staff-console.spec.ts walks that page). */
  createPerson(person: StaffPerson): Promise<void>;
  /** Makes the person, signs the page's browser in with a session of the service's own, and opens the console. */
  signIn(page: Page, person: StaffPerson): Promise<void>;
  /** The publishing schedule's check, as the server runs it when its clock says `now`. */
  publishDue(now: Date): Promise<number>;
};

function staffFixture({ staff, contentEditing }: Services): StaffFixture {
  async function createPerson({ email, role, name }: StaffPerson) {
    const existing = await staff.people.findByEmail(email);
    if (existing) {
      // Made earlier in the run: the same person, as long as the role is the one asked for.
      if (existing.role === role) return;
      throw new Error(`${email} exists with another role`);
    }
    // As an accepted invitation makes them, without its mail.
    await setCredentialPassword(await staff.auth(), { email, name, role }, PASSWORD);
  }

  return {
    createPerson,
    async signIn(page, person) {
      await createPerson(person);
      const result = await staff.signInWithPassword({
        email: person.email,
        password: PASSWORD,
        address: FIXTURE_ADDRESS,
        headers: new Headers(),
      });
      if (result.status !== "signed-in") throw new Error(`sign-in of ${person.email}: ${result.status}`);
      await page.context().addCookies(
        result.setCookies.map((line) => {
          const [pair = ""] = line.split(";");
          const split = pair.indexOf("=");
          const name = pair.slice(0, split);
          const value = pair.slice(split + 1);
          return { name, value, url: STAFF_SITE_URL, httpOnly: true, sameSite: "Lax" as const };
        }),
      );
      await page.goto(STAFF_PATH);
      await expect(page.getByText(`Signed in as ${person.name}`)).toBeVisible();
    },
    publishDue: (now) => contentEditing.publishDue(now),
  };
}

/**
 * The console's browser tests, with the test server's own services on its database (the staff
 * people, sessions and cookie signing of server/staff/, the content engine), so a test starts
 * signed in rather than walking the invitation page.
 */
export const test = base.extend<{ staff: StaffFixture }, { staffServices: Services }>({
  staffServices: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const config = loadConfig({
        DATA_DIR: STAFF_DATA_DIR,
        DATABASE_URL: STAFF_DATABASE_URL,
        PUBLIC_SITE_URL: STAFF_SITE_URL,
        LOG_LEVEL: "silent",
      });
      const database = openDatabase(config);
      try {
        await use(createServices(config, database, createLogger(config)));
      } finally {
        await database.close();
      }
    },
    { scope: "worker" },
  ],
  staff: async ({ staffServices }, use) => {
    await use(staffFixture(staffServices));
  },
});

export { expect };
