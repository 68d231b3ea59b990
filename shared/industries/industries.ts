/** The eleven industries of spec 2.8 in menu order, each with its page at /industries/<slug>. */
export const INDUSTRIES = [
  { slug: "adhesives", name: "Adhesives" },
  { slug: "coatings", name: "Coatings" },
  { slug: "construction", name: "Construction" },
  { slug: "fermentation", name: "Fermentation" },
  { slug: "food-processing", name: "Food Processing" },
  { slug: "manufacturing", name: "Manufacturing" },
  { slug: "oil-field", name: "Oil Field" },
  { slug: "printing", name: "Printing" },
  { slug: "recycling-water-treatment", name: "Recycling & Water Treatment" },
  { slug: "textiles", name: "Textiles" },
  { slug: "vegetable-processing", name: "Vegetable Processing" },
] as const;

export type IndustrySlug = (typeof INDUSTRIES)[number]["slug"];

/**
 * The order of the industries page and the API (spec 2.8), which is not the menu's alphabetical one;
 * the console edits the industries' text, not their order.
 */
export const INDUSTRY_LIST_ORDER: readonly IndustrySlug[] = [
  "adhesives",
  "construction",
  "fermentation",
  "food-processing",
  "vegetable-processing",
  "oil-field",
  "textiles",
  "manufacturing",
  "coatings",
  "printing",
  "recycling-water-treatment",
];
