import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_VIEW_WINDOW_MS, recordLeadView } from "#server/staff/leads/lead-views.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import { leadHref } from "#shared/staff/leads/paths.ts";
import { storeLead } from "../support/lead-database.ts";
import {
  type StaffBrowser,
  saveLeadWork,
  signedIn,
  staffGet,
  startSignedIn,
} from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** A lead's page logs a view once per visit, not again when it is drawn after the person's own action. */
let service: TestService;
let sales: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: sales } = await startSignedIn("sales", { TRUST_PROXY: "true" }));
});
afterAll(async () => {
  await service?.stop();
});

async function audited(kind: "lead-viewed" | "lead-status-changed", reference: string) {
  const { entries } = await service.services.staff.audit.list({ kind });
  return entries.filter((entry) => entry.subject === reference);
}

describe("lead views in the audit log", () => {
  it("one view, then one status change: one status entry and no new view entry", async () => {
    const reference = await storeLead(service.services.database, "sales");
    const path = leadHref(reference);
    expect((await staffGet(service, sales, path)).status).toBe(200);
    expect(await audited("lead-viewed", reference)).toHaveLength(1);

    // Without JavaScript the post's answer is the page itself; with it, the page's data is fetched again.
    const moved = await saveLeadWork(service, sales, path, { from: "new", to: "contacted" });
    expect(moved.status).toBe(200);
    expect((await staffGet(service, sales, `${path}.data`)).status).toBe(200);
    expect(await audited("lead-status-changed", reference)).toHaveLength(1);
    expect(await audited("lead-viewed", reference)).toHaveLength(1);
  });

  it("logs each person's own view", async () => {
    const reference = await storeLead(service.services.database, "sales");
    await staffGet(service, sales, leadHref(reference));
    await staffGet(service, await signedIn(service, "admin"), leadHref(reference));
    expect(await audited("lead-viewed", reference)).toHaveLength(2);
  });

  it("logs a view again once the visit is over", async () => {
    const reference = await storeLead(service.services.database, "sales");
    const person = await service.services.staff.people.list();
    const first = person[0];
    if (!first) throw new Error("no person");
    const actor: StaffUser = { ...first, sessionId: "test", signedInAt: first.createdAt };
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 5, 9) + ms);
    const view = (ms: number) =>
      recordLeadView(service.services.staff.audit, { actor, reference, address: "203.0.113.5", now: at(ms) });
    await view(0);
    await view(LEAD_VIEW_WINDOW_MS / 2);
    expect(await audited("lead-viewed", reference)).toHaveLength(1);
    await view(LEAD_VIEW_WINDOW_MS * 2);
    expect(await audited("lead-viewed", reference)).toHaveLength(2);
  });
});
