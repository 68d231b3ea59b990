import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createContentEditing } from "#server/content-editing/content-editing.ts";
import { contentKind } from "#server/content-editing/content-kind.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { readNews } from "#server/media/content-files.ts";
import { eventually } from "../support/eventually.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The content-editing engine (issue 15) through what visitors see: drafts stay private, a publish
 * shows everywhere at once, unpublish takes an item down, schedules fire by themselves, restore and
 * conflicts, slug redirects, and a re-seed that keeps every edit.
 */
const PUBLISH_CHECK_MS = 100;
let service: TestService;
const editor = { email: "editor@fenmoor.example" };
const other = { email: "colleague@fenmoor.example" };
const news = readNews(CONTENT_DIR);
const newest = news[0];
if (!newest) throw new Error("no news in the content files");
const key = String(newest.id);

beforeAll(async () => {
  // Scheduled drafts are looked for every 100 ms instead of 15 s: the scheduling test waits for the check.
  service = await startTestService({ PUBLISH_CHECK_MS: String(PUBLISH_CHECK_MS) });
});
afterAll(() => service.stop());

type NewsList = { data: { id: number; name: string }[]; total: number };
const mediaList = () => getOkJson<NewsList>(service, "/api/media-list");
const editing = () => service.services.contentEditing;
const fields = (changes: Record<string, unknown>) => ({ ...newest, ...changes });

async function current(itemKey: string) {
  const entry = await editing().get("news", itemKey);
  if (!entry) throw new Error(`no entry ${itemKey}`);
  return entry;
}

describe("drafts and publishing", () => {
  it("keeps a saved draft private, and a publish shows it on the news page, the home page, the API and search", async () => {
    const title = "Heronsgate reactor draft headline";
    const saved = await editing().save(
      "news",
      key,
      fields({ name: title }),
      (await current(key)).version,
      editor,
    );
    expect(saved).toMatchObject({ ok: true, summary: "Title changed" });
    expect((await mediaList()).data[0]?.name).toBe(newest.name);
    expect(await textOf(service, "/news")).not.toContain(title);

    const published = await editing().publish("news", key, (await current(key)).version, editor);
    expect(published).toMatchObject({ ok: true, summary: "Title changed", scheduledFor: null });
    expect((await mediaList()).data[0]?.name).toBe(title);
    expect(await textOf(service, "/news")).toContain(title);
    expect(await textOf(service, "/")).toContain(title);
    expect(await textOf(service, "/search?search=Heronsgate+reactor+draft")).toContain(title);

    const history = await editing().history("news", key);
    expect(history.map((revision) => [revision.action, revision.actorEmail])).toEqual([
      ["publish", editor.email],
      ["save", editor.email],
      ["seed", null],
    ]);
  });

  it("creates a new item as a draft and publishes it with a sanitised text", async () => {
    const created = await editing().save(
      "news",
      null,
      {
        name: "Fenmoor joins the Responsible Care programme",
        date: "2099-02-01",
        image: null,
        imageAlt: "",
        description: '<p onclick="x()">Signed <script>alert(1)</script>today.</p>',
      },
      0,
      editor,
    );
    if (!("ok" in created)) throw new Error("not created");
    expect(Number(created.key)).toBeGreaterThan(Math.max(...news.map((item) => item.id)));
    expect((await mediaList()).total).toBe(news.length);
    await editing().publish("news", created.key, created.version, editor);
    const list = await mediaList();
    expect(list.total).toBe(news.length + 1);
    expect(list.data[0]).toMatchObject({
      id: Number(created.key),
      description: "<p>Signed today.</p>",
    });
    await editing().unpublish("news", created.key, (await current(created.key)).version, editor);
  });

  it("unpublishes: the item leaves the lists and search, and its address answers 404", async () => {
    const item = news[2];
    if (!item) throw new Error("too little news");
    const itemKey = String(item.id);
    expect((await service.fetch(`/news?item=${itemKey}`)).status).toBe(302);
    const result = await editing().unpublish("news", itemKey, (await current(itemKey)).version, editor);
    expect(result).toMatchObject({ ok: true });
    expect((await service.fetch(`/news?item=${itemKey}`)).status).toBe(404);
    expect((await mediaList()).total).toBe(news.length - 1);
    expect(await textOf(service, "/news")).not.toContain(item.name);
    // An id that never existed still leads to the news list.
    expect((await service.fetch("/news?item=999999")).headers.get("location")).toBe("/news");

    await editing().publish("news", itemKey, (await current(itemKey)).version, editor);
    expect((await service.fetch(`/news?item=${itemKey}`)).status).toBe(302);
  });

  it("records every save, publish and unpublish in the audit log", async () => {
    const { entries } = await service.services.staff.audit.list({ person: editor.email });
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect(kinds).toEqual(new Set(["content-saved", "content-published", "content-unpublished"]));
  });
});

describe("conflicts and history", () => {
  it("refuses a save based on an outdated version and says what the other person changed", async () => {
    const item = news[3];
    if (!item) throw new Error("too little news");
    const itemKey = String(item.id);
    const base = (await current(itemKey)).version;
    await editing().save("news", itemKey, { ...item, date: "2020-01-02", name: "Theirs" }, base, other);
    const refused = await editing().save("news", itemKey, { ...item, name: "Mine" }, base, editor);
    expect(refused).toEqual({
      error: "conflict",
      fields: ["Title", "Date"],
      by: [other.email],
      version: base + 1,
    });
    expect((await current(itemKey)).working.name).toBe("Theirs");
  });

  it("restores an earlier revision as a new draft, live only once published", async () => {
    const item = news[3];
    if (!item) throw new Error("too little news");
    const itemKey = String(item.id);
    const seeded = (await editing().history("news", itemKey)).find((revision) => revision.action === "seed");
    if (!seeded) throw new Error("no seed revision");
    const restored = await editing().restore(
      "news",
      itemKey,
      seeded.version,
      (await current(itemKey)).version,
      editor,
    );
    expect(restored).toMatchObject({ ok: true, summary: "Version 1 restored: Title and Date changed" });
    expect((await current(itemKey)).draft?.name).toBe(item.name);
    expect((await current(itemKey)).status).toBe("published");
  });
});

describe("scheduling", () => {
  it("publishes a scheduled draft by itself within the periodic check", async () => {
    const item = news[4];
    if (!item) throw new Error("too little news");
    const itemKey = String(item.id);
    const title = "Scheduled headline for the solvent recovery plant";
    const saved = await editing().save(
      "news",
      itemKey,
      { ...item, name: title },
      (await current(itemKey)).version,
      editor,
    );
    if (!("ok" in saved)) throw new Error("not saved");
    const at = new Date(Date.now() + 300);
    const scheduled = await editing().publish("news", itemKey, saved.version, editor, { at });
    expect(scheduled).toMatchObject({ ok: true, scheduledFor: at.toISOString() });
    expect((await current(itemKey)).shown).toBe("scheduled");
    expect(await textOf(service, "/search?search=solvent+recovery+plant")).not.toContain(title);
    await eventually(async () => (await current(itemKey)).publishAt === null, 10_000);
    expect(await textOf(service, "/search?search=solvent+recovery+plant")).toContain(title);
    const entry = await current(itemKey);
    expect(entry.published?.name).toBe(title);
    expect(entry.shown).toBe("published");
    const [latest] = await editing().history("news", itemKey);
    expect(latest).toMatchObject({ action: "publish", actorEmail: editor.email });
  });
});

describe("slug changes", () => {
  const Note = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
  type Note = z.infer<typeof Note>;
  // A kind with addresses of its own (news items have none): only its redirects matter here.
  const noteKind = contentKind<Note>({
    name: "note",
    label: "Note",
    schema: Note,
    fields: [
      { name: "slug", label: "Address" },
      { name: "title", label: "Title" },
    ],
    keyOf: (note) => String(note.id),
    withKey: (input, itemKey) => ({ ...(input as object), id: Number(itemKey) }),
    titleOf: (note) => note.title,
    read: () => [],
    write: () => {},
    clean: (note) => note,
    newKey: async (_tx, taken) => String(taken.length + 1),
    apply: async () => {},
    withdraw: async () => {},
    publicPath: (note) => `/notes/${note.slug}`,
    previewPath: (note) => `/notes?preview=${note.id}`,
  });

  it("answers the old address with one 301 hop to the new one, with no chains or loops", async () => {
    const notes = createContentEditing({
      database: service.services.database,
      kinds: [noteKind],
      audit: service.services.staff.audit,
      contentVersion: service.services.contentVersion,
    });
    const created = await notes.save("note", null, { slug: "first", title: "A note" }, 0, editor);
    if (!("ok" in created)) throw new Error("not created");
    const rename = async (slug: string) => {
      const entry = await notes.get("note", created.key);
      if (!entry) throw new Error("no note");
      const saved = await notes.save("note", created.key, { slug, title: "A note" }, entry.version, editor);
      if (!("ok" in saved)) throw new Error("not saved");
      await notes.publish("note", created.key, saved.version, editor);
    };
    const location = async (pathname: string) => {
      // Another instance would see the change within a second; this one at once.
      service.services.contentVersion.invalidate();
      const response = await service.fetch(pathname);
      return [response.status, response.headers.get("location")];
    };
    await notes.publish("note", created.key, created.version, editor);
    expect(await location("/notes/first")).toEqual([404, null]);

    await rename("second");
    expect(await location("/notes/first?from=mail")).toEqual([301, "/notes/second?from=mail"]);

    await rename("third");
    expect(await location("/notes/first")).toEqual([301, "/notes/third"]);
    expect(await location("/notes/second")).toEqual([301, "/notes/third"]);

    await rename("first");
    expect(await location("/notes/first")).toEqual([404, null]);
    expect(await location("/notes/third")).toEqual([301, "/notes/first"]);
    expect(await location("/notes/second")).toEqual([301, "/notes/first"]);
  });
});

describe("seeding keeps edits", () => {
  it("re-seeding (a restart, npm run seed, a deploy) neither overwrites an edit nor brings back a removed item", async () => {
    const edited = news[1];
    const removed = news[5];
    if (!edited || !removed) throw new Error("too little news");
    const title = "Edited by marketing, kept by every seed";
    const saved = await editing().save(
      "news",
      String(edited.id),
      { ...edited, name: title },
      (await current(String(edited.id))).version,
      editor,
    );
    if (!("ok" in saved)) throw new Error("not saved");
    await editing().publish("news", String(edited.id), saved.version, editor);
    await editing().unpublish(
      "news",
      String(removed.id),
      (await current(String(removed.id))).version,
      editor,
    );

    // Content files with one new item, as a developer ships new sample content.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-seed-"));
    try {
      fs.cpSync(CONTENT_DIR, dir, { recursive: true });
      const shipped = { ...newest, id: 9001, name: "Shipped with a release", date: "2001-01-01" };
      fs.writeFileSync(path.join(dir, "media/news.json"), JSON.stringify([...news, shipped]));
      expect(await seedDatabase(service.services.database, { contentDir: dir, force: true })).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(await seedDatabase(service.services.database, { force: true })).toBe(true);
    service.services.contentVersion.invalidate();

    const all = await getOkJson<NewsList>(service, "/api/media-list?skip=0");
    expect(all.data.map((item) => item.name)).toContain(title);
    expect((await current(String(edited.id))).published?.name).toBe(title);
    expect((await current(String(removed.id))).status).toBe("unpublished");
    expect((await current("9001")).status).toBe("published");
  }, 60_000);
});
