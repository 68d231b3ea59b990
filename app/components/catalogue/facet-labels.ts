import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";

/**
 * The finder's facet names and values in the page's language (decision 065). The API keeps the
 * English labels of shared/catalogue/facets.ts; a value without a message here (FDA references,
 * Halal) reads the same in every language. Each entry calls its message, so a client build holds the
 * text itself, not the message function (a reference kept the home page's shared chunk 48 bytes larger).
 */
export const FACET_NAMES: Record<FacetKey, Message> = {
  industry: () => m.finder_facet_industry(),
  function: () => m.finder_facet_function(),
  chemistry: () => m.finder_facet_chemistry(),
  form: () => m.finder_facet_form(),
  cert: () => m.finder_facet_cert(),
};

const VALUES: Record<string, Message> = {
  "industry:adhesives": () => m.industry_adhesives(),
  "industry:coatings": () => m.industry_coatings(),
  "industry:construction": () => m.industry_construction(),
  "industry:fermentation": () => m.industry_fermentation(),
  "industry:food-processing": () => m.industry_food_processing(),
  "industry:manufacturing": () => m.industry_manufacturing(),
  "industry:oil-field": () => m.industry_oil_field(),
  "industry:printing": () => m.industry_printing(),
  "industry:recycling-water-treatment": () => m.industry_recycling_water_treatment(),
  "industry:textiles": () => m.industry_textiles(),
  "industry:vegetable-processing": () => m.industry_vegetable_processing(),
  "function:anti-static": () => m.finder_function_anti_static(),
  "function:binder": () => m.finder_function_binder(),
  "function:cleaning": () => m.finder_function_cleaning(),
  "function:dampening": () => m.finder_function_dampening(),
  "function:deaerator": () => m.finder_function_deaerator(),
  "function:defoamer": () => m.finder_function_defoamer(),
  "function:dust-control": () => m.finder_function_dust_control(),
  "function:emulsifying": () => m.finder_function_emulsifying(),
  "function:lubrication": () => m.finder_function_lubrication(),
  "function:release": () => m.finder_function_release(),
  "function:softening": () => m.finder_function_softening(),
  "function:water-repellent": () => m.finder_function_water_repellent(),
  "function:wetting": () => m.finder_function_wetting(),
  "chemistry:aqueous": () => m.finder_chemistry_aqueous(),
  "chemistry:ester": () => m.finder_chemistry_ester(),
  "chemistry:fatty-alcohol": () => m.finder_chemistry_fatty_alcohol(),
  "chemistry:mineral-oil": () => m.finder_chemistry_mineral_oil(),
  "chemistry:polyether": () => m.finder_chemistry_polyether(),
  "chemistry:silicone": () => m.finder_chemistry_silicone(),
  "chemistry:solvent": () => m.finder_chemistry_solvent(),
  "chemistry:surfactant": () => m.finder_chemistry_surfactant(),
  "chemistry:vegetable-oil": () => m.finder_chemistry_vegetable_oil(),
  "form:compound": () => m.finder_form_compound(),
  "form:emulsion": () => m.finder_form_emulsion(),
  "form:fluid": () => m.finder_form_fluid(),
  "form:paste": () => m.finder_form_paste(),
  "form:powder": () => m.finder_form_powder(),
  "cert:e900": () => m.finder_cert_e900(),
  "cert:eu-10-2011": () => m.finder_cert_eu_10_2011(),
  "cert:kosher": () => m.finder_cert_kosher(),
  "cert:kosher-passover": () => m.finder_cert_kosher_passover(),
  "cert:reach": () => m.finder_cert_reach(),
  "cert:silicone-free": () => m.finder_cert_silicone_free(),
  "cert:voc-free": () => m.finder_cert_voc_free(),
};

/** A facet value's label in the page's language; `english` where no message is needed. */
export function facetValueLabel(key: FacetKey, slug: string, english: string): string {
  return VALUES[`${key}:${slug}`]?.() ?? english;
}
