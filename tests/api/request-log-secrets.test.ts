import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { invitationHref, passwordResetHref } from "#shared/staff/paths.ts";
import { captureServiceLog, type ServiceLog } from "../support/service-log.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 30, items 3 and 8: the request log kept invitation and reset tokens, and the inbox's searches. */
let service: TestService;
let log: ServiceLog;
beforeAll(async () => {
  service = await startTestService({ LOG_LEVEL: "info" });
  log = captureServiceLog(service);
});
afterAll(() => service.stop());

/** The request line the service logged for one request. */
async function loggedLine(pathname: string, init?: RequestInit) {
  const from = log.entries.length;
  const response = await service.fetch(pathname, { redirect: "manual", ...init });
  await response.arrayBuffer();
  const lines = await log.linesOf(response.headers.get("x-request-id") ?? "", from);
  return JSON.stringify(lines);
}

describe("the request log", () => {
  it("keeps no invitation or password-reset token, nor the form's posts to them", async () => {
    const invitation = await service.services.staff.invitations.create(
      "log.check@fenmoor.example",
      "editor",
      null,
    );
    if ("refused" in invitation) throw new Error("invitation refused");
    const token = invitation.token;
    const resetToken = "b".repeat(64);
    for (const line of [
      await loggedLine(invitationHref(token)),
      await loggedLine(`${invitationHref(token)}.data`),
      await loggedLine(invitationHref(token), { method: "POST", body: new URLSearchParams({ name: "x" }) }),
      await loggedLine(passwordResetHref(resetToken)),
    ]) {
      expect(line).toContain("request completed");
      expect(line).toContain("[redacted]");
      expect(line).not.toContain(token);
      expect(line).not.toContain(resetToken);
    }
  });

  it("keeps the console's query names but not their values, where searches name people", async () => {
    const line = await loggedLine(`${LEAD_INBOX_PATH}?search=jane.doe%40example.com&status=new`);
    expect(line).toContain(`${LEAD_INBOX_PATH}?search=[redacted]&status=[redacted]`);
    expect(line).not.toContain("jane.doe");
  });

  it("keeps public addresses as they were asked for", async () => {
    expect(await loggedLine("/product?query=foam")).toContain('"url":"/product?query=foam"');
  });
});
