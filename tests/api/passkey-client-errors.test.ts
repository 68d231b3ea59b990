import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSRF_HEADER } from "#shared/site/anti-forgery.ts";
import { STAFF_AUTH_BASE_PATH } from "#shared/staff/paths.ts";
import { createPerson, newBrowser, type StaffBrowser, signedIn, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { addVirtualPasskey } from "../support/virtual-passkey.ts";

/** The passkey ceremonies answer a client's mistakes with 4xx, never 500 (issue 30, item 7). */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
});

function postCeremony(browser: StaffBrowser, action: string, body: string) {
  return service.fetch(`${STAFF_AUTH_BASE_PATH}/passkey/${action}`, {
    method: "POST",
    headers: {
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "content-type": "application/json",
      [XSRF_HEADER]: browser.xsrf,
    },
    body,
  });
}

/** `{"a":{"a":…}}`, nested this deep. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("a passkey ceremony", () => {
  it.each(["verify-authentication", "generate-authenticate-options"])(
    "refuses a deeply nested body to %s with 400",
    async (action) => {
      const answer = await postCeremony(newBrowser(), action, nested(5000));
      expect(answer.status).toBe(400);
    },
  );

  it("refuses a registration whose response does not verify with 400", async () => {
    const browser = await signedIn(service, "editor");
    expect(
      (await staffGet(service, browser, `${STAFF_AUTH_BASE_PATH}/passkey/generate-register-options`)).status,
    ).toBe(200);
    const answer = await postCeremony(
      browser,
      "verify-registration",
      JSON.stringify({ response: { id: "x", rawId: "x", type: "public-key", response: {} } }),
    );
    expect(answer.status).toBe(400);
  });

  it("refuses a deactivated person's passkey with 403", async () => {
    const email = "gone.passkey@fenmoor.example";
    await createPerson(service, email, "editor");
    const { db } = service.services.database;
    const { id } = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const assertion = await addVirtualPasskey(service, id);
    const browser = newBrowser();
    const signIn = async () => {
      const options = await staffGet(
        service,
        browser,
        `${STAFF_AUTH_BASE_PATH}/passkey/generate-authenticate-options`,
      );
      const { challenge } = (await options.json()) as { challenge: string };
      return postCeremony(
        browser,
        "verify-authentication",
        JSON.stringify({ response: assertion(challenge) }),
      );
    };
    // The key itself works (the check above is not refusing a bad assertion)...
    const first = await signIn();
    expect(first.status, await first.clone().text()).toBe(200);
    browser.cookies.clear();
    browser.cookies.set("XSRF-TOKEN", browser.xsrf);
    await db
      .updateTable("staff_users")
      .set({ deactivated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    // ...but not once its person is deactivated.
    expect((await signIn()).status).toBe(403);
  });
});
