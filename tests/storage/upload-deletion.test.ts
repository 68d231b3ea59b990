import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { uploadMainFile } from "#shared/uploads/upload-paths.ts";
import { publish, saveDraft } from "../support/content-edits.ts";
import { type HtmlDocument, htmlErrors } from "../support/html-validator.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { sampleImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/**
 * Issue 30, item 12: the files page shows where each file is used, confirms every deletion on a
 * page of its own (no JavaScript needed), and refuses to delete a file a live item or a draft uses.
 */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

const pages: HtmlDocument[] = [];

async function html(response: Response, keepAs?: string): Promise<string> {
  const text = (await response.text()).replaceAll("<!-- -->", "");
  if (keepAs) pages.push({ name: keepAs, html: text });
  return text;
}

/** Uploads an image and answers its hash and the path a content field keeps for it. */
async function uploadImage(seed: number): Promise<{ hash: string; path: string; served: string }> {
  const bytes = await sampleImage(600, 400, "png", { seed });
  await uploadThroughPage(service, editor, { bytes, name: `tank-${seed}.png` }, `A mixing tank (${seed})`);
  const hash = uploadHash(bytes);
  const upload = await service.services.uploads.findUpload(hash);
  const path = upload && uploadMainFile(upload);
  if (!path) throw new Error("no upload");
  return { hash, path, served: `/files/${path}` };
}

const useImage = (path: string) => (record: Record<string, unknown>) => ({
  ...record,
  image: path,
  imageAlt: "A mixing tank",
});

describe("deleting an uploaded file", () => {
  it("a file a live news item shows is listed with that item and is not deleted, confirmed or not", async () => {
    const image = await uploadImage(41);
    await saveDraft(service, "news", "117", useImage(image.path));
    await publish(service, "news", "117");
    const title = (await service.services.contentEditing.get("news", "117"))?.working.name as string;

    const list = await html(await staffGet(service, editor, STAFF_FILES_PATH), "files with uses");
    expect(list).toContain("Used by");
    expect(list).toContain(`News item: ${title} (live)`);
    expect(list).toContain(`href="${STAFF_FILES_PATH}?delete=${image.hash}"`);

    const unconfirmed = await staffAction(service, editor, STAFF_FILES_PATH, "delete", { hash: image.hash });
    expect(unconfirmed.status).toBe(400);
    expect(await html(unconfirmed, "deletion unconfirmed")).toContain("confirm the deletion");

    const confirmPage = await html(
      await staffGet(service, editor, `${STAFF_FILES_PATH}?delete=${image.hash}`),
      "deletion refused",
    );
    expect(confirmPage).toContain("It cannot be deleted while content uses it");
    expect(confirmPage).toContain(`News item: ${title} (live)`);
    expect(confirmPage).not.toContain("Delete for good");

    const forced = await staffAction(service, editor, STAFF_FILES_PATH, "delete", {
      hash: image.hash,
      confirm: "yes",
    });
    expect(forced.status).toBe(409);
    expect(await html(forced, "deletion of a file in use")).toContain("Not deleted");
    expect((await service.fetch(image.served)).status).toBe(200);
    expect(await html(await service.fetch("/news"))).toContain(image.hash);
  });

  it("a file only a draft uses is refused too", async () => {
    const image = await uploadImage(42);
    await saveDraft(service, "news", "116", useImage(image.path));
    const confirmPage = await html(
      await staffGet(service, editor, `${STAFF_FILES_PATH}?delete=${image.hash}`),
    );
    expect(confirmPage).toMatch(/News item: [^<]+ \(draft\)/);
    const forced = await staffAction(service, editor, STAFF_FILES_PATH, "delete", {
      hash: image.hash,
      confirm: "yes",
    });
    expect(forced.status).toBe(409);
    expect((await service.fetch(image.served)).status).toBe(200);
  });

  it("an unused file is deleted once the confirmation page's button is pressed", async () => {
    const bytes = samplePdf("Fenmoor FL-7 lubricant: obsolete leaflet");
    const hash = uploadHash(bytes);
    await uploadThroughPage(service, editor, { bytes, name: "FL-7 leaflet.pdf", type: "application/pdf" });
    const list = await html(await staffGet(service, editor, STAFF_FILES_PATH));
    expect(list).toMatch(/FL-7-leaflet\.pdf.*?Not used/s);
    const confirmPage = await html(
      await staffGet(service, editor, `${STAFF_FILES_PATH}?delete=${hash}`),
      "deletion to confirm",
    );
    expect(confirmPage).toContain("Delete FL-7-leaflet.pdf?");
    expect(confirmPage).toContain("Delete for good");
    expect(confirmPage).toContain('name="confirm" value="yes"');

    const deleted = await staffAction(service, editor, STAFF_FILES_PATH, "delete", { hash, confirm: "yes" });
    expect(deleted.status).toBe(200);
    expect(await html(deleted)).toContain("Deleted FL-7-leaflet.pdf.");
    expect((await service.fetch(`/files/uploads/${hash}.pdf`)).status).toBe(404);
  });
});

it("the files page's uses and confirmation steps are valid HTML (Nu HTML Checker)", {
  timeout: 120_000,
}, async () => {
  expect(pages).toHaveLength(5);
  expect(await htmlErrors(pages)).toEqual([]);
});
