import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kindListPath, kindNewPath } from "#shared/content-editing/console-kind.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type Access, kindRoleRows } from "#shared/staff/console-routes.ts";
import { can, ROLES, type Role } from "#shared/staff/roles.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { NOTICE_CONSOLE } from "../support/throwaway-kind/notice-console.ts";
import { liveNotices, noticeKind } from "../support/throwaway-kind/notice-kind.ts";

/**
 * Decision 104's proof: a kind that is only its server kind and its description (the two files of
 * tests/support/throwaway-kind/) and this test, given to the service, is listed in the console and
 * its navigation, created, saved as a draft and published through its real form, and has its rows
 * in the role table, which its pages and buttons keep.
 */
let service: TestService;
const browsers = new Map<Role, StaffBrowser>();
beforeAll(async () => {
  service = await startTestService({}, [{ content: noticeKind, description: NOTICE_CONSOLE }]);
  for (const role of ROLES) browsers.set(role, await signedIn(service, role));
});
afterAll(async () => {
  await service?.stop();
});

const editor = () => browsers.get("editor") as StaffBrowser;
const LIST = kindListPath(NOTICE_CONSOLE.name);

describe("a kind given to the service in three files", () => {
  it("is listed at /staff/<kind> with its new-item button, and has its entry in the Content group", async () => {
    const response = await staffGet(service, editor(), LIST);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Notices</h1>");
    expect(html).toContain(`href="${kindNewPath("notices")}"`);
    expect(html).toContain("<caption>Notices, most recently changed first</caption>");
    const content = /id="staff-nav-Content"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(content).toContain(`href="${LIST}"`);
  });

  it("is created as a draft and then published through its editor's form", async () => {
    const form = await (await staffGet(service, editor(), kindNewPath("notices"))).text();
    expect(form).toContain("<h1>New notice</h1>");
    expect(form).toMatch(/name="title"/);
    expect(form).toMatch(/<textarea[^>]*name="text"/);

    const refused = await staffAction(service, editor(), kindNewPath("notices"), "save", {
      title: "",
      text: "",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a title.");

    const saved = await staffAction(service, editor(), kindNewPath("notices"), "save", {
      title: "Yard closed on Friday",
      text: "The goods yard is closed for resurfacing.",
      version: "0",
    });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/notices\/\d+\?done=saved$/);
    const itemPath = location.replace(/\?.*$/, "");
    expect(liveNotices.size).toBe(0);

    const list = await (await staffGet(service, editor(), LIST)).text();
    expect(list).toContain(`href="${itemPath}"`);
    expect(list).toContain("Yard closed on Friday");

    const page = await (await staffGet(service, editor(), location)).text();
    expect(page).toContain("Draft saved.");
    const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? "";
    const published = await staffAction(service, editor(), itemPath, "publish", {
      title: "Yard closed on Friday",
      text: "The goods yard is closed for resurfacing all day.",
      version,
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`${itemPath}?done=published`);
    const key = Number(itemPath.split("/").at(-1));
    expect(liveNotices.get(key)?.text).toBe("The goods yard is closed for resurfacing all day.");
    const after = await (await staffGet(service, editor(), `${itemPath}?done=published`)).text();
    expect(after).toContain(NOTICE_CONSOLE.published);
  });

  it("answers 404 for a notice it does not have, and for a kind the service was not given", async () => {
    expect((await staffGet(service, editor(), contentItemPath("notices", 999))).status).toBe(404);
    for (const path of ["/staff/no-such-kind", "/staff/no-such-kind/new", "/staff/no-such-kind/1"]) {
      expect([path, (await staffGet(service, editor(), path)).status]).toEqual([path, 404]);
    }
  });

  const { pages, actions } = kindRoleRows(NOTICE_CONSOLE);
  const allowed = (role: Role, access: Access) => access === "signed-in" || can(role, access);

  it("has its list, new and editor pages in the role table, each kept for every role", async () => {
    expect(Object.keys(pages)).toEqual([LIST, kindNewPath("notices"), "/staff/notices/:key"]);
    for (const [path, access] of Object.entries(pages)) {
      for (const role of ROLES) {
        const response = await staffGet(
          service,
          browsers.get(role) as StaffBrowser,
          path.replace(":key", "1"),
        );
        expect([path, role, response.status]).toEqual([path, role, allowed(role, access) ? 200 : 403]);
      }
    }
  });

  it("has its list's and editors' buttons in the role table, each kept for every role", async () => {
    for (const [path, intents] of Object.entries(actions)) {
      for (const [intent, access] of Object.entries(intents)) {
        for (const role of ROLES) {
          const response = await staffAction(
            service,
            browsers.get(role) as StaffBrowser,
            path.replace(":key", "1"),
            intent,
          );
          // Allowed: the action ran (an empty form is refused for its fields, not for who sent it).
          if (allowed(role, access)) expect([path, intent, role, response.status]).not.toContain(403);
          else expect([path, intent, role, response.status]).toEqual([path, intent, role, 403]);
        }
      }
    }
  });
});
