/**
 * The documents a product has (issue 16, decision 050): its technical datasheet, five safety data
 * sheets and a regulatory statement per status it holds. Labels and option lists live here once,
 * for the product page, the document centre's form and the server.
 */

export const DOCUMENT_TYPES = [
  { slug: "tds", label: "Technical data sheet", group: "Technical data sheet" },
  { slug: "sds", label: "Safety data sheet", group: "Safety data sheets" },
  { slug: "statement", label: "Regulatory statement", group: "Regulatory statements" },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]["slug"];

export const DOCUMENT_LANGUAGES = [
  { slug: "en", label: "English" },
  { slug: "de", label: "German" },
  { slug: "fr", label: "French" },
  { slug: "es", label: "Spanish" },
] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]["slug"];

/** Where a document applies: a safety data sheet is written for one regulatory area. */
export const DOCUMENT_COUNTRIES = [
  { slug: "gb", label: "Great Britain" },
  { slug: "eu", label: "European Union" },
  { slug: "int", label: "International" },
] as const;
export type DocumentCountry = (typeof DOCUMENT_COUNTRIES)[number]["slug"];

/** The safety data sheets every product has: GB in English, the EU in four languages. */
export const SDS_VARIANTS = [
  { country: "gb", language: "en" },
  { country: "eu", language: "en" },
  { country: "eu", language: "de" },
  { country: "eu", language: "fr" },
  { country: "eu", language: "es" },
] as const satisfies readonly { country: DocumentCountry; language: DocumentLanguage }[];
export type SdsVariant = (typeof SDS_VARIANTS)[number];

/** A regulatory statement, written for a product holding any of `statuses` (shared/catalogue/facets.ts). */
export const STATEMENTS = [
  { slug: "halal", label: "Halal statement", statuses: ["halal"] },
  { slug: "kosher", label: "Kosher statement", statuses: ["kosher"] },
  { slug: "reach", label: "REACH statement", statuses: ["reach"] },
  {
    slug: "food-contact",
    label: "Food contact statement",
    statuses: ["eu-10-2011", "fda-173-340", "fda-176-210", "e900"],
  },
] as const;
export type StatementKind = (typeof STATEMENTS)[number]["slug"];
