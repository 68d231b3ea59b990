/** The option lists of spec 5, in the spec's order; forms, schemas and tests all read them from here. */
export const ENQUIRY_OPTIONS = {
  requestTypes: ["General Enquiry", "Technical Information"],
  locations: ["UK", "Europe ex-UK", "Rest of the World"],
  salesIndustries: [
    "Adhesives",
    "Coatings",
    "Construction",
    "Fermentation",
    "Food Processing",
    "Manufacturing",
    "Oil Field",
    "Printing",
    "Recycling & Water Treatment",
    "Textiles",
    "Vegetable Processing",
    "Others",
  ],
  productIndustries: [
    "Adhesives",
    "Bakery",
    "Cable Lubricants",
    "Construction",
    "Emulsion Polymerisation",
    "Fermentation",
    "Food Processing",
    "Vegetable Processing",
    "Janitorial",
    "Oil Field",
    "Printing",
    "Recycling",
    "Release Coatings",
    "Silicone Removals",
    "Textiles",
    "Surface Coatings",
    "Waste & Water Treatment",
    "Others",
  ],
  /** Product families and the catalogue category each one lists (`/api/list?catId=<id>&all=true`). */
  productFamilies: [
    { id: 28, name: "Anti-static Agents" },
    { id: 3, name: "Foam Control Agents" },
    { id: 4, name: "Greases & Lubricants" },
    { id: 5, name: "Release Agents" },
    { id: 7, name: "Silicone Emulsions" },
    { id: 6, name: "Silicone Removers" },
    { id: 30, name: "Coldset Web Offset" },
    { id: 29, name: "Heatset Web offset" },
    { id: 31, name: "Sheet Fed" },
  ],
} as const;

/** The industry choice that asks for the 'Mention other industry' field. */
export const OTHER_INDUSTRY = "Others";

export const PRODUCT_FAMILY_IDS = ENQUIRY_OPTIONS.productFamilies.map((family) => String(family.id));

export function productFamilyName(id: string): string | undefined {
  return ENQUIRY_OPTIONS.productFamilies.find((family) => String(family.id) === id)?.name;
}

/**
 * The marketing consent wording; it is stored word for word with every enquiry that ticks it. The
 * form shows it as `m.form_marketing_consent`, whose English text is this one (decision 064).
 */
export const MARKETING_CONSENT_TEXT =
  "I would like to receive occasional news about Fenmoor Chemicals products and events by e-mail. I can unsubscribe at any time.";
