import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCaseStudies } from "#server/case-studies/content-files.ts";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { readIndustryPages } from "#server/industry-pages/content-files.ts";

const dirs: string[] = [];

/** A content folder holding the real industries and one changed copy of a real file. */
function contentWith(file: string, change: (records: Record<string, unknown>[]) => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "story-content-"));
  fs.mkdirSync(path.join(dir, "industries"));
  fs.mkdirSync(path.join(dir, "case-studies"));
  fs.copyFileSync(
    path.join(CONTENT_DIR, "industries/industries.json"),
    path.join(dir, "industries/industries.json"),
  );
  const records = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as Record<
    string,
    unknown
  >[];
  fs.writeFileSync(path.join(dir, file), JSON.stringify(change(records)));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("case-study content file", () => {
  it("reads the sample file: five stories, four listed", () => {
    const studies = readCaseStudies(CONTENT_DIR);
    expect(studies).toHaveLength(5);
    expect(studies.filter((study) => study.listed)).toHaveLength(4);
  });

  it("rejects a story that lists itself among its related stories", () => {
    const dir = contentWith("case-studies/case-studies.json", (studies) =>
      studies.map((study, index) =>
        index === 0 ? { ...study, related: [study.slug, ...(study.related as string[]).slice(1)] } : study,
      ),
    );
    expect(() => readCaseStudies(dir)).toThrow(/related stories must be three others/);
  });

  it("rejects a file that leaves out a case study of the route table", () => {
    const dir = contentWith("case-studies/case-studies.json", (studies) => studies.slice(1));
    expect(() => readCaseStudies(dir)).toThrow(/must appear exactly once/);
  });
});

describe("industry-pages content file", () => {
  it("reads the sample file: the nine pages, with placeholder rows among the products", () => {
    const pages = readIndustryPages(CONTENT_DIR);
    expect(pages).toHaveLength(9);
    const rows = pages.flatMap((page) => page.sections.flatMap((section) => section.rows));
    expect(rows.some((row) => row.product === null)).toBe(true);
  });

  it("rejects a page that belongs to an unknown industry", () => {
    const dir = contentWith("industries/industry-pages.json", (pages) =>
      pages.map((page, index) => (index === 0 ? { ...page, industry: "bakeries" } : page)),
    );
    expect(() => readIndustryPages(dir)).toThrow(/unknown industry bakeries/);
  });

  it("rejects a product row without its chemical type", () => {
    const dir = contentWith("industries/industry-pages.json", (pages) =>
      pages.map((page) => ({
        ...page,
        sections: (page.sections as { rows: unknown[] }[]).map((section) => ({
          ...section,
          rows: [{ product: "Fenfoam J-25", activity: 20, applicationArea: "Carpets" }],
        })),
      })),
    );
    expect(() => readIndustryPages(dir)).toThrow();
  });
});
