/**
 * What of the content is translated into the site's other languages (issue 17, decision 063), one
 * entry per kind: the content file its translations mirror under `content/translations/<lang>/`,
 * how that file holds items, the translated fields the console shows side by side with the English,
 * and which of them are rich text (HTML through the allow-list sanitiser, like the English).
 */
export type TranslationKind = {
  /** Also the console's path segment: `/staff/translations/<name>`. */
  name: string;
  /** How the console names the kind. */
  label: string;
  /**
   * - `items`: one file, an object of items keyed by the English item's key (`file`);
   * - `files`: one file per item, named by its key (`file` is the folder);
   * - `single`: one file holding the one item, keyed by the kind's name;
   * - `glossary`: one file mapping each English term to its translation.
   */
  layout: "items" | "files" | "single" | "glossary";
  file: string;
  /** The top-level fields a complete translation holds wherever the English has text. */
  fields: readonly { name: string; label: string }[];
  /** Paths of rich-text fields: `.`-separated keys, `[]` for every element of a list, `*` any key. */
  richText: readonly string[];
  /**
   * Paths, as `richText`'s, of texts within the fields that stay the English's in every language:
   * names shown as they are elsewhere too, which the console offers no box for.
   */
  untranslated?: readonly string[];
};

export const TRANSLATION_KINDS = [
  {
    name: "products",
    label: "Products",
    layout: "items",
    file: "catalogue/products.json",
    fields: [{ name: "description", label: "Description" }],
    richText: [],
  },
  {
    name: "property-names",
    label: "Typical property names",
    layout: "glossary",
    file: "catalogue/property-names.json",
    fields: [{ name: "name", label: "Name" }],
    richText: [],
  },
  {
    name: "categories",
    label: "Categories",
    layout: "items",
    file: "catalogue/categories.json",
    fields: [
      { name: "name", label: "Name" },
      { name: "summary", label: "Description" },
      { name: "menuLabel", label: "Name in the menu" },
    ],
    richText: [],
  },
  {
    name: "home",
    label: "Home page",
    layout: "single",
    file: "home/home.json",
    fields: [
      { name: "slides", label: "Slides" },
      { name: "counters", label: "Counters" },
    ],
    richText: [],
  },
  {
    name: "pages",
    label: "Company pages",
    layout: "files",
    file: "company/pages",
    fields: [
      { name: "title", label: "Title" },
      { name: "content", label: "Blocks" },
    ],
    richText: ["content.content_detail*", "content.page_experts"],
  },
  {
    name: "board-of-directors",
    label: "Board of Directors",
    layout: "items",
    file: "teams/board-of-directors.json",
    fields: [
      { name: "sub_title", label: "Role" },
      { name: "description", label: "Profile" },
    ],
    richText: ["description"],
  },
  {
    name: "corporate-team",
    label: "Corporate Team",
    layout: "items",
    file: "teams/corporate-team.json",
    fields: [
      { name: "sub_title", label: "Role" },
      { name: "description", label: "Profile" },
    ],
    richText: ["description"],
  },
  {
    name: "industries",
    label: "Industries",
    layout: "items",
    file: "industries/industries.json",
    fields: [
      { name: "name", label: "Name" },
      { name: "summary", label: "Summary" },
      { name: "about", label: "About" },
      { name: "sections", label: "How we help" },
    ],
    richText: ["about", "sections[].detail"],
  },
  {
    name: "industry-pages",
    label: "Industry pages",
    layout: "items",
    file: "industries/industry-pages.json",
    fields: [
      { name: "name", label: "Name" },
      { name: "summary", label: "Summary" },
      { name: "about", label: "About" },
      { name: "sections", label: "Product tables" },
    ],
    richText: [],
  },
  {
    name: "case-studies",
    label: "Case studies",
    layout: "items",
    file: "case-studies/case-studies.json",
    fields: [
      { name: "title", label: "Title" },
      { name: "summary", label: "Summary" },
      { name: "customer", label: "Customer" },
      { name: "challenge", label: "The challenge" },
      { name: "solution", label: "Our solution" },
      { name: "outcome", label: "The outcome" },
      { name: "figures", label: "Figures" },
    ],
    richText: [],
  },
  {
    name: "legal",
    label: "Legal pages",
    layout: "files",
    file: "legal",
    fields: [
      { name: "title", label: "Title" },
      { name: "description", label: "Description" },
      { name: "lead", label: "Lead" },
      { name: "sections", label: "Sections" },
    ],
    richText: ["sections[].blocks[]"],
  },
  {
    name: "certifications",
    label: "Quality certifications",
    layout: "single",
    file: "company/certifications.json",
    fields: [
      { name: "intro", label: "Introduction" },
      { name: "certifications", label: "Certificate" },
    ],
    richText: [],
    // The certificates' names are the home page's badges in every language.
    untranslated: ["certifications[].name"],
  },
] as const satisfies readonly TranslationKind[];

export type TranslationKindName = (typeof TRANSLATION_KINDS)[number]["name"];

export function translationKind(name: string): TranslationKind | undefined {
  return TRANSLATION_KINDS.find((kind) => kind.name === name);
}
