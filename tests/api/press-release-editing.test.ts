import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { PRESS_RELEASES_FILE, readPressReleases } from "#server/media/content-files.ts";
import { PRESS_RELEASE_MESSAGES } from "#shared/content-editing/press-release-form.ts";
import { exportOf, freshExportOf } from "../support/content-export.ts";
import { getOkJson, textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { sampleImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/**
 * Press releases as editable content (decision 070): a release with an uploaded PDF shows on the
 * list, in the API and in search once published, its preview is for staff alone, unpublishing takes
 * it down (its address answers 404), and the export writes the file back as it was.
 */
let service: TestService;
let staff: StaffBrowser;
const editor = { email: "editor@fenmoor.example" };
const releases = readPressReleases(CONTENT_DIR);
const dirs: string[] = [];

beforeAll(async () => {
  ({ service, browser: staff } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(async () => {
  await service.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

type ReleaseList = { data: { date: string; name: string; pdf_name: string }[]; yearList: number[] };
const releaseApi = (query = "") => getOkJson<ReleaseList>(service, `/api/press-release${query}`);
const editing = () => service.services.contentEditing;

/** A PDF uploaded through the files page, as the editor does before giving it to a release. */
async function uploadedPdf(): Promise<{ path: string; bytes: Buffer }> {
  const bytes = samplePdf("Fenmoor Chemicals commissions a heat-recovery boiler");
  const response = await uploadThroughPage(service, staff, { bytes, name: "heat-recovery.pdf" });
  if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
  return { path: `uploads/${uploadHash(bytes)}.pdf`, bytes };
}

describe("press releases in the console", () => {
  const title = "Fenmoor Chemicals commissions a heat-recovery boiler at Heronsgate";
  let key = "";
  let pdf = "";

  it("keeps a new release private until published, then lists it everywhere with its uploaded PDF", async () => {
    const upload = await uploadedPdf();
    pdf = upload.path;
    const created = await editing().save(
      "press-releases",
      null,
      { slug: "2099-05-heat-recovery-boiler", date: "2099-05-06", name: title, pdf },
      0,
      editor,
    );
    if (!("ok" in created)) throw new Error("not created");
    key = created.key;
    expect(Number(key)).toBeGreaterThan(Math.max(...releases.map((release) => release.id)));
    expect(await textOf(service, "/press-release")).not.toContain(title);

    // The preview shows the draft, with its banner, to signed-in staff only, never cached.
    const preview = await staffGet(service, staff, `/press-release?preview=${key}`);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview of a draft.");
    expect(previewHtml).toContain(title);
    const anonymous = await textOf(service, `/press-release?preview=${key}`);
    expect(anonymous).not.toContain(title);
    expect(anonymous).not.toContain("Preview of a draft.");

    await editing().publish("press-releases", key, created.version, editor);
    const list = await textOf(service, "/press-release");
    expect(list).toContain(title);
    expect(list).toContain(`href="/files/${pdf}"`);
    expect((await releaseApi()).data[0]).toEqual({ date: "2099-05-06", name: title, pdf_name: pdf });
    expect((await releaseApi()).yearList[0]).toBe(2099);
    expect(await textOf(service, "/search?search=heat-recovery+boiler")).toContain(title);

    const file = await service.fetch(`/files/${pdf}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(upload.bytes)).toBe(true);

    const found = await service.fetch(`/press-release?item=${key}`);
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe(`/press-release?year=2099#press-release-${key}`);
  });

  it("unpublishes: the release leaves the list, the API and search, and its address answers 404", async () => {
    const entry = await editing().get("press-releases", key);
    await editing().unpublish("press-releases", key, entry?.version ?? 0, editor);
    expect(await textOf(service, "/press-release")).not.toContain(title);
    expect((await releaseApi()).data.map((release) => release.name)).not.toContain(title);
    expect((await releaseApi()).yearList).not.toContain(2099);
    expect(await textOf(service, "/search?search=heat-recovery+boiler")).not.toContain(title);
    expect((await service.fetch(`/press-release?item=${key}`)).status).toBe(404);
    // An id that never existed still leads to the list.
    expect((await service.fetch("/press-release?item=999999")).headers.get("location")).toBe(
      "/press-release",
    );
  });

  it("gives a sample release an uploaded PDF in place of the generated one", async () => {
    const [first] = releases;
    if (!first) throw new Error("no press releases");
    expect((await releaseApi()).data[0]?.pdf_name).toBe(`press-releases/${first.slug}.pdf`);
    const entry = await editing().get("press-releases", String(first.id));
    const { body: _printedText, ...fields } = first;
    const saved = await editing().save(
      "press-releases",
      String(first.id),
      { ...fields, pdf },
      entry?.version ?? 0,
      editor,
    );
    expect(saved).toMatchObject({ ok: true, summary: "PDF changed" });
    if (!("ok" in saved)) return;
    await editing().publish("press-releases", String(first.id), saved.version, editor);
    expect((await releaseApi()).data[0]).toEqual({ date: first.date, name: first.name, pdf_name: pdf });
  });

  it("refuses, in the console, an uploaded image or an unknown file as a release's PDF", async () => {
    const image = await sampleImage(300, 200, "png", { seed: 9 });
    await uploadThroughPage(service, staff, { bytes: image, name: "not-a-release.png" }, "Bubbles");
    for (const pdf of [`uploads/${uploadHash(image)}-300.png`, `uploads/${"0".repeat(32)}.pdf`]) {
      const response = await staffAction(service, staff, "/staff/press-releases/new", "save", {
        version: "0",
        name: "A release without its PDF",
        date: "2099-06-01",
        pdf,
      });
      expect(response.status, pdf).toBe(400);
      expect((await response.text()).replaceAll("&#x27;", "'"), pdf).toContain(PRESS_RELEASE_MESSAGES.pdf);
    }
  });

  it("records the saves, publishes and unpublish in the audit log", async () => {
    const { entries } = await service.services.staff.audit.list({ person: editor.email });
    const subjects = entries.filter((entry) => entry.subject?.startsWith("press-releases/"));
    expect(new Set(subjects.map((entry) => entry.kind))).toEqual(
      new Set(["content-saved", "content-published", "content-unpublished"]),
    );
  });
});

describe("content:export of press releases", () => {
  it("writes the file back byte for byte when nothing was edited, and the edit when one was", async () => {
    const { exported, original } = await freshExportOf(PRESS_RELEASES_FILE);
    expect(exported).toBe(original);
    const dir = await exportOf(service);
    dirs.push(dir);
    const [first] = releases;
    expect(readPressReleases(dir).find((release) => release.id === first?.id)).toEqual({
      id: first?.id,
      slug: first?.slug,
      date: first?.date,
      name: first?.name,
      pdf: expect.stringMatching(/^uploads\/[0-9a-f]{32}\.pdf$/),
    });
  });
});
