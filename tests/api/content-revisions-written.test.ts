import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

const NEWS_NEW_PATH = "/staff/news/new";

/**
 * Issue 31: one revision per act. A Publish is one revision, not a draft saved and then published;
 * a save that changes nothing makes none and says so; posted as a browser without JavaScript posts.
 */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(() => service.stop());

const item = {
  name: "Fenmoor trials a silicone-free release agent for tyre moulds",
  date: "2099-05-06",
  description: "<h2>The trial</h2><p>Three moulds, <strong>six weeks</strong>.</p>",
  image: "",
  imageAlt: "",
};

/** The item's key and editor address from the address a post redirected to. */
function itemOf(response: Response): { key: string; path: string; done: string | null } {
  const location = new URL(response.headers.get("location") ?? "", "http://site.invalid");
  const key = location.pathname.split("/").at(-1) ?? "";
  return { key, path: location.pathname, done: location.searchParams.get("done") };
}

async function revisions(key: string) {
  return (await service.services.contentEditing.history("news", key)).map((revision) => ({
    action: revision.action,
    summary: revision.summary,
  }));
}

async function versionOf(key: string): Promise<string> {
  return String((await service.services.contentEditing.get("news", key))?.version);
}

/** The editor page's text as a reader sees it. */
async function pageText(path: string): Promise<string> {
  return (await (await staffGet(service, editor, path)).text()).replaceAll("<!-- -->", "");
}

describe("revisions written by the editor's buttons", () => {
  let key = "";
  let path = "";

  it("a new item's Publish makes one revision, and the item is live", async () => {
    const response = await staffAction(service, editor, NEWS_NEW_PATH, "publish", { ...item, version: "0" });
    expect(response.status).toBe(302);
    ({ key, path } = itemOf(response));
    expect(itemOf(response).done).toBe("published");
    expect(await revisions(key)).toEqual([{ action: "publish", summary: expect.any(String) }]);
    expect(await (await service.fetch("/news")).text()).toContain(item.name);
  });

  it("a save that changes nothing makes no revision and says so", async () => {
    const version = await versionOf(key);
    const response = await staffAction(service, editor, path, "save", { ...item, version });
    expect(response.status).toBe(302);
    expect(itemOf(response).done).toBe("unchanged");
    expect(await revisions(key)).toHaveLength(1);
    expect(await versionOf(key)).toBe(version);
    expect(await pageText(`${path}?done=unchanged`)).toContain("No changes to save.");
  });

  it("a Publish that changes nothing makes no revision and says the site already shows it", async () => {
    const response = await staffAction(service, editor, path, "publish", {
      ...item,
      version: await versionOf(key),
    });
    expect(itemOf(response).done).toBe("current");
    expect(await revisions(key)).toHaveLength(1);
    expect(await pageText(`${path}?done=current`)).toContain(
      "No changes to publish: the site already shows this.",
    );
  });

  it("a save with a change makes one revision, and a Publish of it one more", async () => {
    const changed = { ...item, name: `${item.name} in Gloucestershire` };
    const saved = await staffAction(service, editor, path, "save", {
      ...changed,
      version: await versionOf(key),
    });
    expect(itemOf(saved).done).toBe("saved");
    const published = await staffAction(service, editor, path, "publish", {
      ...changed,
      version: await versionOf(key),
    });
    expect(itemOf(published).done).toBe("published");
    expect(await revisions(key)).toEqual([
      { action: "publish", summary: "Title changed" },
      { action: "save", summary: "Title changed" },
      { action: "publish", summary: expect.any(String) },
    ]);
    expect(await (await service.fetch("/news")).text()).toContain(changed.name);
  });

  it("a Publish of edited fields is one revision too, without a draft saved first", async () => {
    const edited = { ...item, name: `${item.name} at Heronsgate` };
    const response = await staffAction(service, editor, path, "publish", {
      ...edited,
      version: await versionOf(key),
    });
    expect(itemOf(response).done).toBe("published");
    const [latest, ...earlier] = await revisions(key);
    expect(latest).toEqual({ action: "publish", summary: "Title changed" });
    expect(earlier).toHaveLength(3);
  });

  it("a Publish of the live values over a pending draft goes live and ends the draft", async () => {
    const live = { ...item, name: `${item.name} at Heronsgate` };
    await staffAction(service, editor, path, "save", {
      ...live,
      name: "A draft title",
      version: await versionOf(key),
    });
    const response = await staffAction(service, editor, path, "publish", {
      ...live,
      version: await versionOf(key),
    });
    expect(itemOf(response).done).toBe("published");
    const entry = await service.services.contentEditing.get("news", key);
    expect(entry?.draft).toBeNull();
    expect(entry?.working).toMatchObject({ name: live.name });
  });
});
