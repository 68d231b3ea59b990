import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_WIDTHS, CENTRE } from "#shared/uploads/focal-point.ts";
import { type StaffBrowser, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";
import { sampleImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/** Issue 31, decision 107: each image's focal point and its card crops, and the media library's search. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

async function upload(bytes: Buffer, name: string, alt = ""): Promise<string> {
  const response = await uploadThroughPage(service, editor, { bytes, name }, alt);
  expect(response.status).toBe(200);
  return uploadHash(bytes);
}

describe("focal points", () => {
  it("start at the centre, are stored in thousandths and replace the card crops when changed", async () => {
    const hash = await upload(await sampleImage(1200, 900, "png", { seed: 71 }), "mixer.png", "A mixer");
    const uploads = service.services.uploads;
    const stored = await uploads.findUpload(hash);
    expect(stored?.focal).toEqual(CENTRE);
    expect(stored?.cards.map((card) => card.name)).toContain(`${hash}-card-500-500-${CARD_WIDTHS[0]}.webp`);

    const changed = await uploads.setFocalPoint(hash, { x: 0.1234, y: 0.9 });
    expect(changed?.after.focal).toEqual({ x: 0.123, y: 0.9 });
    expect((await uploads.findUpload(hash))?.focal).toEqual({ x: 0.123, y: 0.9 });
    const names = changed?.after.cards.map((card) => card.name) ?? [];
    expect(names).toContain(`${hash}-card-123-900-${CARD_WIDTHS[1]}.avif`);
    expect(names.every((name) => name.includes("-card-123-900-"))).toBe(true);
    expect(await uploads.readFile(`${hash}-card-500-500-${CARD_WIDTHS[0]}.webp`)).toBeUndefined();
    // The whole sizes stay as they were.
    expect(changed?.after.files).toEqual(stored?.files);
  });

  it("are refused for a PDF or an upload that is not there", async () => {
    const pdf = await upload(samplePdf("Focal point of a PDF"), "sheet.pdf");
    expect(await service.services.uploads.setFocalPoint(pdf, CENTRE)).toBeUndefined();
    expect(await service.services.uploads.setFocalPoint("0".repeat(32), CENTRE)).toBeUndefined();
  });
});

describe("the media library's list", () => {
  it("finds names and alt texts by every word, whatever their case, and filters by type", async () => {
    const tank = await upload(
      await sampleImage(500, 300, "png", { seed: 72 }),
      "Tank_farm.png",
      "Silicone DRUMS at 100%",
    );
    const sheet = await upload(samplePdf("Tank farm safety sheet"), "tank-farm-sheet.pdf");
    const hashes = async (q: string, kind?: "image" | "pdf") =>
      (await service.services.uploads.listUploads(1, { q, kind })).uploads.map((found) => found.hash);
    expect(await hashes("TANK")).toEqual(expect.arrayContaining([tank, sheet]));
    expect(await hashes("tank drums")).toEqual([tank]);
    expect(await hashes("tank", "pdf")).toEqual([sheet]);
    // `_` and `%` are the characters themselves, not patterns.
    expect(await hashes("k_f")).toEqual([tank]);
    expect(await hashes("100%")).toEqual([tank]);
    expect(await hashes("1%0")).toEqual([]);
  });
});
