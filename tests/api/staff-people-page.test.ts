import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_USERS_PATH } from "#shared/staff/paths.ts";
import { createPerson, type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 31: the people page lists waiting invitations and confirms a deactivation, without JavaScript. */
let service: TestService;
let admin: StaffBrowser;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  admin = await signedIn(service, "admin");
});
afterAll(async () => {
  await service.stop();
});

const LINK = /\/staff\/invitation\/[0-9a-f]{64}/;

/** The waiting invitations' table row of `email`, as HTML. */
function rowOf(html: string, email: string): string {
  return (
    html.match(new RegExp(`<tr><td data-label="Email">${email.replaceAll(".", "\\.")}</td>.*?</tr>`))?.[0] ??
    ""
  );
}

describe("the people page", () => {
  it("lists a waiting invitation with who sent it and when it expires, its link to copy only as it is made", async () => {
    const email = "waiting.colleague@fenmoor.example";
    const invited = await staffAction(service, admin, STAFF_USERS_PATH, "invite", { email, role: "editor" });
    const row = rowOf(await invited.text(), email);
    expect(row).toContain('<td data-label="Role">editor</td>');
    const inviter = (await service.services.staff.invitations.pending()).find(
      (entry) => entry.email === email,
    );
    expect(row).toContain(`<td data-label="Invited by">${inviter?.invitedBy}</td>`);
    expect(inviter?.invitedBy).toMatch(/@/);
    expect(row).toMatch(
      /<td data-label="Sent">\d{4}-\d\d-\d\d \d\d:\d\d UK time<\/td><td data-label="Expires">\d{4}-\d\d-\d\d \d\d:\d\d UK time<\/td>/,
    );
    expect(row).toMatch(
      new RegExp(`aria-label="Invitation link for ${email}" value="http[^"]*${LINK.source}"`),
    );
    expect(row).toContain(`aria-label="Resend the invitation for ${email}"`);
    expect(row).toContain(`aria-label="Revoke the invitation for ${email}"`);

    // Drawn again, the page has no link to offer: only its hash is stored.
    const later = rowOf(await (await staffGet(service, admin, STAFF_USERS_PATH)).text(), email);
    expect(later).toContain('<td data-label="Role">editor</td>');
    expect(later).not.toMatch(LINK);
    expect(later).toContain(`aria-label="Resend the invitation for ${email}"`);
  });

  it("deactivates only from a confirmation step of its own, and offers Reactivate after", async () => {
    const email = "maybe.leaving@fenmoor.example";
    await createPerson(service, email, "sales");
    const person = await service.services.staff.people.findByEmail(email);
    const id = person?.id ?? "";
    const list = await (await staffGet(service, admin, STAFF_USERS_PATH)).text();
    expect(list).toContain(`aria-label="Deactivate ${email}" href="${STAFF_USERS_PATH}?deactivate=${id}"`);

    const step = await (await staffGet(service, admin, `${STAFF_USERS_PATH}?deactivate=${id}`)).text();
    expect(step).toContain(`<h2 id="confirm-deactivate">Deactivate ${email}?</h2>`);
    expect(step).toContain(`aria-label="Confirm deactivating ${email}"`);
    expect(step).toContain('name="confirm" value="yes"');

    const refused = await staffAction(service, admin, STAFF_USERS_PATH, "deactivate", { userId: id });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("confirm the deactivation</a> first");

    const done = await staffAction(service, admin, STAFF_USERS_PATH, "deactivate", {
      userId: id,
      confirm: "yes",
    });
    expect(await done.text()).toContain(`aria-label="Reactivate ${email}"`);
  });
});
