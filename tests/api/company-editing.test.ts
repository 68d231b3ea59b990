import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportContent } from "#server/content-editing/export.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { CONTENT_KINDS } from "#server/services.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The company pages and the two teams as editable content (decision 073), through what visitors
 * see: a publish shows on the page and the API, a preview only to staff, the team order drives
 * previous/next, a page cannot be taken down, and the export gives the content files back.
 */
let service: TestService;
let editor: StaffBrowser;
const editorAccount = { email: "editor@fenmoor.example" };
const dirs: string[] = [];

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(async () => {
  await service.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const editing = () => service.services.contentEditing;

async function current(kind: string, key: string) {
  const entry = await editing().get(kind, key);
  if (!entry) throw new Error(`no entry ${kind}/${key}`);
  return entry;
}

/** Saves `changes` over the item's working record and publishes it. */
async function publish(kind: string, key: string, changes: Record<string, unknown>) {
  const entry = await current(kind, key);
  const saved = await editing().save(
    kind,
    key,
    { ...entry.working, ...changes },
    entry.version,
    editorAccount,
  );
  if (!("ok" in saved)) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  const published = await editing().publish(kind, key, saved.version, editorAccount);
  if (!("ok" in published)) throw new Error(`not published: ${JSON.stringify(published)}`);
  return published;
}

type PageAnswer = { result: { title: string; content: string } };
type Team = { data: { slug: string; title: string }[] };
type Profile = { previousResult: { slug: string }[]; nextResult: { slug: string }[] };

describe("the export of the company pages, teams and site file", () => {
  it("rewrites each file from the database exactly as the content file has it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "company-export-"));
    dirs.push(dir);
    const written = await exportContent(service.services.database.db, CONTENT_KINDS, CONTENT_DIR, dir);
    expect(written).toEqual(
      expect.arrayContaining([
        { kind: "pages", items: 7 },
        { kind: "site", items: 1 },
        { kind: "enquiry-recipients", items: 1 },
      ]),
    );
    const files = [
      ...fs.readdirSync(path.join(CONTENT_DIR, "company/pages")).map((name) => `company/pages/${name}`),
      "teams/board-of-directors.json",
      "teams/corporate-team.json",
      "site.json",
    ];
    for (const file of files) {
      expect(fs.readFileSync(path.join(dir, file), "utf8"), file).toBe(
        fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"),
      );
    }
  });
});

describe("a company page", () => {
  const draftHeading = "Our people, our pay and our training";

  it("keeps a draft to a signed-in editor's preview, and a publish shows it on the page and the API", async () => {
    const entry = await current("pages", "csr");
    const content = { ...(entry.working.content as object), content_title1: draftHeading };
    const saved = await editing().save(
      "pages",
      "csr",
      { ...entry.working, content },
      entry.version,
      editorAccount,
    );
    expect(saved).toMatchObject({ ok: true, summary: "Page text, pictures and documents changed" });
    expect(await textOf(service, "/csr")).not.toContain(draftHeading);
    expect(await textOf(service, "/csr?preview=csr")).not.toContain(draftHeading);

    const preview = await staffGet(service, editor, "/csr?preview=csr");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain(draftHeading);

    const published = await editing().publish(
      "pages",
      "csr",
      (await current("pages", "csr")).version,
      editorAccount,
    );
    expect(published).toMatchObject({ ok: true });
    expect(await textOf(service, "/csr")).toContain(draftHeading);
    const answer = await getOkJson<PageAnswer>(service, "/api/page/csr");
    expect(JSON.parse(answer.result.content)).toMatchObject({ content_title1: draftHeading });
  });

  it("cleans rich text with the allow-list and keeps a changed title on the page", async () => {
    await publish("pages", "vision", {
      title: "Our Vision for 2030",
      content: {
        content_title1: "Where we are going",
        content_detail1: '<p onclick="x()">Onward<script>1</script></p>',
      },
    });
    const html = await textOf(service, "/vision");
    expect(html).toContain("Our Vision for 2030");
    expect(html).toContain("<p>Onward</p>");
    expect(html).not.toContain("onclick");
  });

  it("cannot be taken down: the refusal says why and the page stays", async () => {
    const result = await editing().unpublish(
      "pages",
      "esg",
      (await current("pages", "esg")).version,
      editorAccount,
    );
    expect(result).toMatchObject({ error: "fixed" });
    expect((await service.fetch("/esg")).status).toBe(200);
    expect((await current("pages", "esg")).status).toBe("published");
  });
});

describe("a team", () => {
  it("publishes a member's new role on the profile, the list and the API", async () => {
    await publish("board-of-directors", "helen-marsh", { sub_title: "Chief Financial Officer" });
    expect(await textOf(service, "/board-of-directors/helen-marsh")).toContain("Chief Financial Officer");
    expect(await textOf(service, "/board-of-directors")).toContain("Chief Financial Officer");
    const profile = await getOkJson<{ data: { sub_title: string }[] }>(
      service,
      "/api/teams/board-of-directors/helen-marsh",
    );
    expect(profile.data[0]?.sub_title).toBe("Chief Financial Officer");
  });

  it("moves a member in the list, which changes the list order and previous/next", async () => {
    const before = await getOkJson<Team>(service, "/api/all-teams/board-of-directors");
    expect(before.data.map((member) => member.slug).slice(0, 2)).toEqual([
      "margaret-holloway",
      "david-achebe",
    ]);
    // Helen (third) moves to the top: margaret-holloway's place is 1, so Helen shares it and sorts first.
    await publish("board-of-directors", "helen-marsh", { position: 1 });
    const after = await getOkJson<Team>(service, "/api/all-teams/board-of-directors");
    expect(after.data.map((member) => member.slug).slice(0, 3)).toEqual([
      "helen-marsh",
      "margaret-holloway",
      "david-achebe",
    ]);
    const helen = await getOkJson<Profile>(service, "/api/teams/board-of-directors/helen-marsh");
    expect(helen.previousResult).toEqual([]);
    expect(helen.nextResult[0]?.slug).toBe("margaret-holloway");
    const david = await getOkJson<Profile>(service, "/api/teams/board-of-directors/david-achebe");
    expect(david.nextResult[0]?.slug).toBe("rajesh-varma");
    const list = await textOf(service, "/board-of-directors");
    expect(list.indexOf("Helen Marsh")).toBeLessThan(list.indexOf("Margaret Holloway"));
  });

  it("previews a member's draft to staff only", async () => {
    const entry = await current("corporate-team", "tom-fairbairn");
    const saved = await editing().save(
      "corporate-team",
      "tom-fairbairn",
      { ...entry.working, sub_title: "Director of Operations and Logistics" },
      entry.version,
      editorAccount,
    );
    expect(saved).toMatchObject({ ok: true, summary: "Role changed" });
    const path = "/corporate-team/tom-fairbairn?preview=tom-fairbairn";
    expect(await textOf(service, path)).not.toContain("Director of Operations and Logistics");
    const html = await (await staffGet(service, editor, path)).text();
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain("Director of Operations and Logistics");
  });

  it("unpublishes a member: the profile answers 404 and leaves the list, the API and the sitemap", async () => {
    const result = await editing().unpublish(
      "board-of-directors",
      "catherine-doyle",
      (await current("board-of-directors", "catherine-doyle")).version,
      editorAccount,
    );
    expect(result).toMatchObject({ ok: true });
    expect((await service.fetch("/board-of-directors/catherine-doyle")).status).toBe(404);
    expect((await service.fetch("/api/teams/board-of-directors/catherine-doyle")).status).toBe(404);
    const team = await getOkJson<Team>(service, "/api/all-teams/board-of-directors");
    expect(team.data.map((member) => member.slug)).not.toContain("catherine-doyle");
    expect(await textOf(service, "/board-of-directors")).not.toContain("Catherine Doyle");
    expect(await textOf(service, "/sitemap.xml")).not.toContain("/board-of-directors/catherine-doyle");
    const rajesh = await getOkJson<Profile>(service, "/api/teams/board-of-directors/rajesh-varma");
    expect(rajesh.nextResult).toEqual([]);
  });

  it("adds a member at the address the editor chose, in the place given", async () => {
    const member = {
      slug: "priya-natarajan",
      title: "Priya Natarajan",
      sub_title: "Non-Executive Director",
      image: null,
      description: "<p>Priya chairs the audit committee.</p>",
      position: 3,
    };
    const created = await editing().save("board-of-directors", null, member, 0, editorAccount);
    expect(created).toMatchObject({ ok: true, key: "priya-natarajan" });
    expect((await service.fetch("/board-of-directors/priya-natarajan")).status).toBe(404);
    await editing().publish("board-of-directors", "priya-natarajan", 1, editorAccount);
    expect(await textOf(service, "/board-of-directors/priya-natarajan")).toContain("Non-Executive Director");
    const team = await getOkJson<Team>(service, "/api/all-teams/board-of-directors");
    expect(team.data.map((entry) => entry.slug).slice(2)).toEqual([
      "david-achebe",
      "priya-natarajan",
      "rajesh-varma",
    ]);
    await expect(editing().save("board-of-directors", null, member, 0, editorAccount)).rejects.toThrow();
  });

  it("puts every save, publish and unpublish in the audit log under the item", async () => {
    const { entries } = await service.services.staff.audit.list({ person: editorAccount.email });
    const subjects = new Set(entries.map((entry) => `${entry.kind} ${entry.subject}`));
    for (const subject of [
      "content-saved pages/csr",
      "content-published pages/csr",
      "content-published board-of-directors/helen-marsh",
      "content-unpublished board-of-directors/catherine-doyle",
    ]) {
      expect(subjects).toContain(subject);
    }
  });
});
