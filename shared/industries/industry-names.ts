import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import type { IndustrySlug } from "./industries.ts";

/** Each industry's name as a message, for menus shown in the page's language. */
export const INDUSTRY_NAMES: Record<IndustrySlug, Message> = {
  adhesives: m.industry_adhesives,
  coatings: m.industry_coatings,
  construction: m.industry_construction,
  fermentation: m.industry_fermentation,
  "food-processing": m.industry_food_processing,
  manufacturing: m.industry_manufacturing,
  "oil-field": m.industry_oil_field,
  printing: m.industry_printing,
  "recycling-water-treatment": m.industry_recycling_water_treatment,
  textiles: m.industry_textiles,
  "vegetable-processing": m.industry_vegetable_processing,
};
