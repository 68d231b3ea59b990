import { caseStudyKind } from "#server/case-studies/case-study-kind.ts";
import { CaseStudyRecord } from "#server/case-studies/content-files.ts";
import { IndustryRecord } from "#server/company/content-files.ts";
import { industryKind } from "#server/company/industry-kind.ts";
import type { AnyContentKind } from "#server/content-editing/content-kind.ts";
import { HomeRecord } from "#server/home/content-files.ts";
import { homeKind } from "#server/home/home-kind.ts";
import { IndustryPageRecord } from "#server/industry-pages/content-files.ts";
import { industryPageKind } from "#server/industry-pages/industry-page-kind.ts";
import type { Services } from "#server/services.ts";
import { CASE_STUDY_SLUGS } from "#shared/case-studies/case-study-slugs.ts";
import { INDUSTRY_SLUGS } from "#shared/catalogue/facets.ts";
import { CASE_STUDY_EDITOR } from "#shared/content-editing/case-study-form.ts";
import {
  CASE_STUDIES_LIST_PATH,
  CASE_STUDY_ITEM_PATH,
  contentItemPath,
  HOME_EDITOR_PATH,
  INDUSTRIES_LIST_PATH,
  INDUSTRY_ITEM_PATH,
  INDUSTRY_PAGE_ITEM_PATH,
  INDUSTRY_PAGES_LIST_PATH,
} from "#shared/content-editing/console-paths.ts";
import type { EditorField, EditorValues } from "#shared/content-editing/editor-fields.ts";
import { HOME_EDITOR } from "#shared/content-editing/home-form.ts";
import { INDUSTRY_EDITOR } from "#shared/content-editing/industry-form.ts";
import { CATALOGUE_PRODUCTS_LIST, INDUSTRY_PAGE_EDITOR } from "#shared/content-editing/industry-page-form.ts";
import type { EditorGroup, SlotErrors } from "#shared/content-editing/slot-fields.ts";
import { HOME_KEY } from "#shared/home/home-banner.ts";
import { INDUSTRY_PAGE_SLUGS } from "#shared/industries/industry-page-slugs.ts";

/**
 * The editors of the site's fixed pages of content (issue 15): the eleven industries, the case
 * studies, the nine industry pages and the home page's banner. Each edits a fixed set of items at
 * `/staff/<kind>/<key>` (the home page, one item, at `/staff/home`); none is created or deleted.
 */
export type PageContentEditor = {
  kind: AnyContentKind;
  /** The console's list of the items (absent for the one-item home page) and the editor's route pattern. */
  listPath: string | null;
  itemPath: string;
  /** "Industries": the list's heading and the link back to it. */
  listTitle: string;
  /** The items' keys: the whole fixed set. */
  keys: readonly string[];
  /** Shown after a publish: where the item went live. */
  published: string;
  fields: readonly EditorField[];
  groups(record: object): EditorGroup[];
  values(record: object): EditorValues;
  parse(
    values: EditorValues,
    key: string,
    services: Services,
  ): Promise<{ fields: object } | { errors: SlotErrors }>;
  /** Values the editor's fields suggest, by `<datalist>` id. */
  suggestions(services: Services): Promise<{ [list: string]: string[] }>;
  /** The editor's own address for an item. */
  editorPath(key: string): string;
};

const noSuggestions = async () => ({});

/**
 * Each editor with its kind and its record schema: the forms' helpers take the records as their
 * schemas parse them.
 */
const PAGE_CONTENT_EDITORS: { readonly [kind: string]: PageContentEditor } = {
  [industryKind.name]: {
    kind: industryKind,
    listPath: INDUSTRIES_LIST_PATH,
    itemPath: INDUSTRY_ITEM_PATH,
    listTitle: "Industries",
    keys: INDUSTRY_SLUGS,
    published: "Published: it is live on its page, the industries page and the API.",
    fields: INDUSTRY_EDITOR.fields,
    groups: (record) => INDUSTRY_EDITOR.groups(IndustryRecord.parse(record)),
    values: (record) => INDUSTRY_EDITOR.values(IndustryRecord.parse(record)),
    parse: async (values) => INDUSTRY_EDITOR.parse(values),
    suggestions: noSuggestions,
    editorPath: (key) => contentItemPath(industryKind.name, key),
  },
  [caseStudyKind.name]: {
    kind: caseStudyKind,
    listPath: CASE_STUDIES_LIST_PATH,
    itemPath: CASE_STUDY_ITEM_PATH,
    listTitle: "Case studies",
    keys: CASE_STUDY_SLUGS,
    published: "Published: it is live on its page, the case studies page and the stories that relate to it.",
    fields: CASE_STUDY_EDITOR.fields,
    groups: () => CASE_STUDY_EDITOR.groups(),
    values: (record) => CASE_STUDY_EDITOR.values(CaseStudyRecord.parse(record)),
    parse: async (values, key) => CASE_STUDY_EDITOR.parse(values, key),
    suggestions: noSuggestions,
    editorPath: (key) => contentItemPath(caseStudyKind.name, key),
  },
  [industryPageKind.name]: {
    kind: industryPageKind,
    listPath: INDUSTRY_PAGES_LIST_PATH,
    itemPath: INDUSTRY_PAGE_ITEM_PATH,
    listTitle: "Industry pages",
    keys: INDUSTRY_PAGE_SLUGS,
    published: "Published: it is live on its page and the industries page.",
    fields: INDUSTRY_PAGE_EDITOR.fields,
    groups: (record) => INDUSTRY_PAGE_EDITOR.groups(IndustryPageRecord.parse(record)),
    values: (record) => INDUSTRY_PAGE_EDITOR.values(IndustryPageRecord.parse(record)),
    parse: async (values, _key, services) =>
      INDUSTRY_PAGE_EDITOR.parse(values, new Set(await services.catalogue.productNames())),
    suggestions: async (services) => ({ [CATALOGUE_PRODUCTS_LIST]: await services.catalogue.productNames() }),
    editorPath: (key) => contentItemPath(industryPageKind.name, key),
  },
  [homeKind.name]: {
    kind: homeKind,
    listPath: null,
    itemPath: HOME_EDITOR_PATH,
    listTitle: "Home page",
    keys: [HOME_KEY],
    published: "Published: the home page shows the new slides and counters.",
    fields: HOME_EDITOR.fields,
    groups: () => HOME_EDITOR.groups(),
    values: (record) => HOME_EDITOR.values(HomeRecord.parse(record)),
    parse: async (values) => HOME_EDITOR.parse(values),
    suggestions: noSuggestions,
    editorPath: () => HOME_EDITOR_PATH,
  },
};

/** The editor a console address belongs to: `/staff/<kind>/…`, with or without `.data`. */
export function pageContentEditorOf(request: Request): PageContentEditor | undefined {
  const [, , kind = ""] = new URL(request.url).pathname.replace(/\.data$/, "").split("/");
  return PAGE_CONTENT_EDITORS[kind];
}
