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
