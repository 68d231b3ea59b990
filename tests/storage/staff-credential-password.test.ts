/**
 * What the console relies on of better-auth below its public API (server/staff/credential-password.ts):
 * an upgrade that changes `$context.internalAdapter` fails here, not at a person's first sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffAuth } from "#server/staff/auth.ts";
import { setCredentialPassword } from "#server/staff/credential-password.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const FIRST = "saffron-ledger-cobalt-12";
const SECOND = "walnut-harbour-tinsel-38";

let service: TestService;
let auth: StaffAuth;
beforeAll(async () => {
  service = await startTestService();
  auth = await service.services.staff.auth();
});
afterAll(async () => {
  await service.stop();
});

/** Whether better-auth's own e-mail sign-in accepts the pair. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const response = (await auth.api.signInEmail({ body: { email, password }, asResponse: true })) as Response;
  return response.ok;
}

/** better-auth's accounts table, which the site's own schema leaves out. */
const accounts = () =>
  service.services.database.db.withTables<{
    staff_accounts: { user_id: string; provider_id: string; account_id: string };
  }>();

function accountsOf(userId: string) {
  return accounts()
    .selectFrom("staff_accounts")
    .select(["provider_id", "account_id"])
    .where("user_id", "=", userId)
    .execute();
}

describe("setCredentialPassword", () => {
  it("creates a new person, verified, with their role and one credential account", async () => {
    const email = "new.person@fenmoor.example";
    const id = await setCredentialPassword(auth, { email, name: "New Person", role: "editor" }, FIRST);
    const person = await service.services.staff.people.findByEmail(email);
    expect(person).toMatchObject({ id, name: "New Person", email, role: "editor" });
    const row = await service.services.database.db
      .selectFrom("staff_users")
      .select("email_verified")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.email_verified)).toBe(true);
    expect(await accountsOf(id)).toEqual([{ provider_id: "credential", account_id: id }]);
    expect(await signsIn(email, FIRST)).toBe(true);
  });

  it("replaces the password of a person who has one, keeping their one account", async () => {
    const email = "has.password@fenmoor.example";
    const id = await setCredentialPassword(auth, { email, name: "Has Password", role: "sales" }, FIRST);
    expect(await setCredentialPassword(auth, { id }, SECOND)).toBe(id);
    expect(await signsIn(email, SECOND)).toBe(true);
    expect(await signsIn(email, FIRST)).toBe(false);
    expect(await accountsOf(id)).toEqual([{ provider_id: "credential", account_id: id }]);
  });

  it("links a credential account for a person who has none (passkeys alone)", async () => {
    const email = "passkeys.only@fenmoor.example";
    const id = await setCredentialPassword(auth, { email, name: "Passkeys Only", role: "sales" }, FIRST);
    await accounts().deleteFrom("staff_accounts").where("user_id", "=", id).execute();
    expect(await signsIn(email, FIRST)).toBe(false);
    await setCredentialPassword(auth, { id }, SECOND);
    expect(await accountsOf(id)).toEqual([{ provider_id: "credential", account_id: id }]);
    expect(await signsIn(email, SECOND)).toBe(true);
  });
});
