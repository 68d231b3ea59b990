import { INDUSTRIES } from "../industries/industries.ts";
import type { FacetKey } from "./facet-params.ts";

/** One value a product can hold in a facet: its slug (in URLs and the API) and its label. */
export type FacetValue = { slug: string; label: string };

const FUNCTIONS = [
  { slug: "anti-static", label: "Anti-static" },
  { slug: "binder", label: "Binder" },
  { slug: "cleaning", label: "Cleaning" },
  { slug: "dampening", label: "Dampening (fount)" },
  { slug: "deaerator", label: "Deaerator" },
  { slug: "defoamer", label: "Defoamer" },
  { slug: "dust-control", label: "Dust control" },
  { slug: "emulsifying", label: "Emulsifying" },
  { slug: "lubrication", label: "Lubrication" },
  { slug: "release", label: "Release" },
  { slug: "softening", label: "Softening" },
  { slug: "water-repellent", label: "Water repellent" },
  { slug: "wetting", label: "Wetting" },
] as const satisfies readonly FacetValue[];

const CHEMISTRIES = [
  { slug: "aqueous", label: "Water-based blend" },
  { slug: "ester", label: "Ester" },
  { slug: "fatty-alcohol", label: "Fatty alcohol" },
  { slug: "mineral-oil", label: "Mineral oil" },
  { slug: "polyether", label: "Polyether" },
  { slug: "silicone", label: "Silicone" },
  { slug: "solvent", label: "Solvent" },
  { slug: "surfactant", label: "Surfactant" },
  { slug: "vegetable-oil", label: "Vegetable oil" },
] as const satisfies readonly FacetValue[];

const FORMS = [
  { slug: "compound", label: "Compound" },
  { slug: "emulsion", label: "Emulsion" },
  { slug: "fluid", label: "Fluid" },
  { slug: "paste", label: "Paste" },
  { slug: "powder", label: "Powder" },
] as const satisfies readonly FacetValue[];

/** Regulatory and certification statuses; `adjective` reads before a product family in a title. */
const CERTIFICATIONS = [
  { slug: "e900", label: "E 900 processing aid", adjective: "E 900" },
  { slug: "eu-10-2011", label: "Food contact EU 10/2011", adjective: "EU 10/2011 food-contact" },
  { slug: "fda-173-340", label: "FDA 21 CFR 173.340", adjective: "FDA 21 CFR 173.340" },
  { slug: "fda-176-210", label: "FDA 21 CFR 176.210", adjective: "FDA 21 CFR 176.210" },
  { slug: "halal", label: "Halal", adjective: "Halal-certified" },
  { slug: "kosher", label: "Kosher", adjective: "Kosher-certified" },
  { slug: "kosher-passover", label: "Kosher for Passover", adjective: "Kosher for Passover" },
  { slug: "reach", label: "REACH registered", adjective: "REACH-registered" },
  { slug: "silicone-free", label: "Silicone-free", adjective: "Silicone-free" },
  { slug: "voc-free", label: "VOC-free", adjective: "VOC-free" },
] as const satisfies readonly (FacetValue & { adjective: string })[];

/**
 * The finder's facets in their fixed order, which is also the order of their URL parameters
 * (decision 032). Each facet's values are sorted by slug, as canonical URLs list them.
 */
export const FACETS = [
  {
    key: "industry",
    label: "Industry",
    values: INDUSTRIES.map(({ slug, name }) => ({ slug, label: name })),
  },
  { key: "function", label: "Function", values: FUNCTIONS },
  { key: "chemistry", label: "Chemistry", values: CHEMISTRIES },
  { key: "form", label: "Form", values: FORMS },
  { key: "cert", label: "Certification", values: CERTIFICATIONS },
] as const satisfies readonly { key: FacetKey; label: string; values: readonly FacetValue[] }[];

export type FunctionSlug = (typeof FUNCTIONS)[number]["slug"];
export type ChemistrySlug = (typeof CHEMISTRIES)[number]["slug"];
export type FormSlug = (typeof FORMS)[number]["slug"];
export type CertificationSlug = (typeof CERTIFICATIONS)[number]["slug"];

const slugsOf = <T extends { slug: string }>(values: readonly T[]) =>
  values.map((value) => value.slug) as [T["slug"], ...T["slug"][]];
export const INDUSTRY_SLUGS = slugsOf(INDUSTRIES);
export const FUNCTION_SLUGS = slugsOf(FUNCTIONS);
export const CHEMISTRY_SLUGS = slugsOf(CHEMISTRIES);
export const FORM_SLUGS = slugsOf(FORMS);
export const CERTIFICATION_SLUGS = slugsOf(CERTIFICATIONS);

export function facetValue(key: FacetKey, slug: string): FacetValue | undefined {
  return FACETS.find((facet) => facet.key === key)?.values.find((value) => value.slug === slug);
}

/** The phrase a one-value finder page is titled by, e.g. "Halal-certified" or "Silicone". */
export function facetTitleWords(key: FacetKey, slug: string): string | undefined {
  if (key === "cert") return CERTIFICATIONS.find((value) => value.slug === slug)?.adjective;
  return facetValue(key, slug)?.label;
}
