import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CaseStudyRecord } from "#server/case-studies/content-files.ts";
import { IndustryRecord } from "#server/company/content-files.ts";
import { HomeRecord } from "#server/home/content-files.ts";
import { IndustryPageRecord } from "#server/industry-pages/content-files.ts";
import { CASE_STUDY_EDITOR, CASE_STUDY_MESSAGES } from "#shared/content-editing/case-study-form.ts";
import type { EditorValues } from "#shared/content-editing/editor-fields.ts";
import { HOME_EDITOR, HOME_MESSAGES } from "#shared/content-editing/home-form.ts";
import { INDUSTRY_EDITOR } from "#shared/content-editing/industry-form.ts";
import { INDUSTRY_PAGE_EDITOR, INDUSTRY_PAGE_MESSAGES } from "#shared/content-editing/industry-page-form.ts";
import { textOf } from "../support/http-client.ts";
import { type StaffBrowser, staffAction, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/**
 * The editors of industries, case studies, industry pages and the home banner, posted as a browser
 * without JavaScript posts them: the fields as the page fills them in, a list's new item in an empty
 * slot, and the messages a wrong field comes back with.
 */
let service: TestService;
let editor: StaffBrowser;

beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor", { TRUST_PROXY: "true" }));
});
afterAll(() => service.stop());

/** The page's form: its hidden version and the fields as the editor filled them in. */
async function formOf(path: string, values: (record: unknown) => EditorValues, kind: string, key: string) {
  const response = await staffGet(service, editor, path);
  expect(response.status, path).toBe(200);
  const version = /name="version" value="(\d+)"/.exec(await response.text())?.[1] ?? "";
  const entry = await service.services.contentEditing.get(kind, key);
  return { version, values: values(entry?.working) };
}

/** Values as a browser posts them: a ticked box as "on", a group of boxes as repeated names. */
function pairs(values: EditorValues): [string, string][] {
  return Object.entries(values).flatMap(([name, value]): [string, string][] => {
    if (Array.isArray(value)) return value.map((item) => [name, item]);
    if (typeof value === "boolean") return value ? [[name, "on"]] : [];
    return [[name, value]];
  });
}

const post = (path: string, intent: string, version: string, values: EditorValues) =>
  staffAction(service, editor, path, intent, [["version", version], ...pairs(values)]);

describe("the lists", () => {
  it("list every item of each fixed kind under its own address, with nothing to create", async () => {
    for (const [list, href] of [
      ["/staff/industries", "/staff/industries/fermentation"],
      ["/staff/industry-pages", "/staff/industry-pages/bakery"],
      ["/staff/case-studies", "/staff/case-studies/a-tale-of-blood"],
    ] as const) {
      const html = await (await staffGet(service, editor, list)).text();
      expect(html, list).toContain(`href="${href}"`);
      expect(html, list).not.toContain(`href="${list}/new"`);
    }
    expect((await staffGet(service, editor, "/staff/industries/bakery")).status).toBe(404);
    expect((await staffGet(service, editor, "/staff/case-studies/no-such-story")).status).toBe(404);
  });
});

describe("the industry editor", () => {
  const path = "/staff/industries/printing";

  it("shows the fields as the industry page words them and adds a section in an empty slot", async () => {
    const html = await (await staffGet(service, editor, path)).text();
    for (const label of ["Summary<", "About<", "How we help: section 1<", "Heading<", "Text<"]) {
      expect(html).toContain(label);
    }
    const form = await formOf(
      path,
      (record) => INDUSTRY_EDITOR.values(IndustryRecord.parse(record)),
      "industries",
      "printing",
    );
    const count = IndustryRecord.parse(
      (await service.services.contentEditing.get("industries", "printing"))?.working,
    ).sections.length;
    const published = await post(path, "publish", form.version, {
      ...form.values,
      [`sections.${count}.name`]: "Label and packaging print",
      [`sections.${count}.detail`]: "<p>Fount additives for the Brackley label presses.</p>",
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`${path}?done=published`);
    expect(await textOf(service, "/industries/printing")).toContain("Brackley label presses");
  });
});

describe("the industry page editor", () => {
  const path = "/staff/industry-pages/janitorial";
  const form = () =>
    formOf(
      path,
      (record) => INDUSTRY_PAGE_EDITOR.values(IndustryPageRecord.parse(record)),
      "industry-pages",
      "janitorial",
    );

  it("suggests the catalogue's products and refuses a row naming a product the catalogue lacks", async () => {
    const html = await (await staffGet(service, editor, path)).text();
    expect(html).toContain('list="catalogue-products"');
    expect(html).toContain('<option value="Fenfoam S-120">');
    const { version, values } = await form();
    const refused = await post(path, "save", version, {
      ...values,
      "sections.0.rows.0.product": "Fenfoam Z-999",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(INDUSTRY_PAGE_MESSAGES.product);
    expect(/<input[^>]*name="sections\.0\.rows\.0\.product"[^>]*>/.exec(page)?.[0]).toContain(
      'aria-invalid="true"',
    );
  });

  it("publishes a placeholder row, shown as TBA", async () => {
    const { version, values } = await form();
    const rows =
      IndustryPageRecord.parse(
        (await service.services.contentEditing.get("industry-pages", "janitorial"))?.working,
      ).sections[0]?.rows.length ?? 0;
    const before = (await textOf(service, "/janitorial")).split("TBA").length;
    const published = await post(path, "publish", version, {
      ...values,
      [`sections.0.rows.${rows}.product`]: "TBA",
    });
    expect(published.status).toBe(302);
    expect((await textOf(service, "/janitorial")).split("TBA").length).toBeGreaterThan(before);
  });
});

describe("the case study editor", () => {
  it("refuses a story as its own related story", async () => {
    const path = "/staff/case-studies/a-star-performer";
    const { version, values } = await formOf(
      path,
      (record) => CASE_STUDY_EDITOR.values(CaseStudyRecord.parse(record)),
      "case-studies",
      "a-star-performer",
    );
    const refused = await post(path, "save", version, { ...values, related2: "a-star-performer" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(CASE_STUDY_MESSAGES.related);
  });
});

describe("the home page editor", () => {
  const path = "/staff/home";
  const form = () => formOf(path, (record) => HOME_EDITOR.values(HomeRecord.parse(record)), "home", "home");

  it("refuses a counter that is not a whole number", async () => {
    const { version, values } = await form();
    const refused = await post(path, "save", version, { ...values, "counters.0.value": "35.5" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(HOME_MESSAGES.value);
  });

  it("drops an emptied slide and publishes a new one in another slot", async () => {
    const { version, values } = await form();
    const published = await post(path, "publish", version, {
      ...values,
      "slides.0.headline": "",
      "slides.0.lead": "",
      "slides.0.actionLabel": "",
      "slides.0.actionTo": "",
      "slides.5.headline": "Talk to a Fenmoor chemist",
      "slides.5.lead": "Tell us about your process and an expert answers within a day.",
      "slides.5.actionLabel": "Talk to an expert",
      "slides.5.actionTo": "/talk-to-an-expert",
    });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`${path}?done=published`);
    const home = await textOf(service, "/");
    expect(home).toContain("Talk to a Fenmoor chemist");
    expect(home).not.toContain("Foam under control, from the first batch to the last");
  });
});

describe("every editor", () => {
  it.each([
    [
      "/staff/industries/coatings",
      "industries",
      "coatings",
      (r: unknown) => INDUSTRY_EDITOR.values(IndustryRecord.parse(r)),
    ],
    [
      "/staff/case-studies/component-recovery",
      "case-studies",
      "component-recovery",
      (r: unknown) => CASE_STUDY_EDITOR.values(CaseStudyRecord.parse(r)),
    ],
    [
      "/staff/industry-pages/recycling",
      "industry-pages",
      "recycling",
      (r: unknown) => INDUSTRY_PAGE_EDITOR.values(IndustryPageRecord.parse(r)),
    ],
    ["/staff/home", "home", "home", (r: unknown) => HOME_EDITOR.values(HomeRecord.parse(r))],
  ] as const)("%s saves its form as shown without changing anything", async (path, kind, key, values) => {
    const form = await formOf(path, values, kind, key);
    const before = await service.services.contentEditing.history(kind, key);
    const saved = await post(path, "save", form.version, form.values);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${path}?done=unchanged`);
    // Nothing changed, so nothing was written: no revision (issue 31).
    expect(await service.services.contentEditing.history(kind, key)).toEqual(before);
  });
});
