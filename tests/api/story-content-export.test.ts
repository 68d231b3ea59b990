import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { publish, saveDraft } from "../support/content-edits.ts";
import { expectSameAnswers, exportOf, startSeededCopy } from "../support/content-export.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * content:export of the industries, case studies, industry pages and the home page's banner: the
 * files come back byte for byte, and an edited export seeds a site that answers the same.
 */
let source: TestService;
let stopCopy: (() => Promise<void>) | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  source = await startTestService();
});
afterAll(async () => {
  await stopCopy?.();
  await source.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const FILES = [
  "industries/industries.json",
  "industries/industry-pages.json",
  "case-studies/case-studies.json",
  "home/home.json",
];
const PATHS = [
  "/",
  "/industries",
  "/industries/textiles",
  "/api/industries-list",
  "/api/industries-detail/textiles",
  "/case-studies",
  "/improvement-witnessed",
  "/a-star-performer",
  "/recycling",
  "/sitemap.xml",
];

async function exportTo(): Promise<string> {
  const dir = await exportOf(source);
  dirs.push(dir);
  return dir;
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("content:export of the stories, industries and home page", () => {
  it("writes the seeded content back byte for byte", async () => {
    const dir = await exportTo();
    for (const file of FILES) expect(read(dir, file), file).toBe(read(CONTENT_DIR, file));
  });

  it("gives identical pages and API answers after seeding an empty database from an edited export", async () => {
    await saveDraft(source, "industries", "textiles", (record) => ({
      ...record,
      summary: "Defoamers and lubricants for the Marrowfield dye houses and beyond.",
    }));
    await saveDraft(source, "case-studies", "improvement-witnessed", (record) => ({
      ...record,
      related: ["a-star-performer", "component-recovery", "beating-the-cold"],
    }));
    await saveDraft(source, "industry-pages", "recycling", (record) => ({
      ...record,
      about: [...(record.about as string[]), "Marrowfield's recycling line runs on our grades."],
    }));
    await saveDraft(source, "home", "home", (record) => ({
      ...record,
      counters: [{ value: 36, label: "years of experience" }],
    }));
    for (const [kind, key] of [
      ["industries", "textiles"],
      ["case-studies", "improvement-witnessed"],
      ["industry-pages", "recycling"],
      ["home", "home"],
    ] as const) {
      await publish(source, kind, key);
    }

    const exportDir = await exportTo();
    expect(read(exportDir, "industries/industries.json")).toContain("Marrowfield dye houses");
    expect(read(exportDir, "industries/industry-pages.json")).toContain("Marrowfield's recycling line");
    expect(read(exportDir, "home/home.json")).toContain('"value": 36');

    const seeded = await startSeededCopy(exportDir);
    stopCopy = seeded.stop;
    await expectSameAnswers(source, seeded.copy, PATHS);
  });
});
