/**
 * The static industry pages of the route table (spec 2.1, 2.8), each at the top level of the site
 * and drawn by the one industry-page route from content/industries/industry-pages.json.
 */
export const INDUSTRY_PAGE_SLUGS = [
  "bakery",
  "cable-lubricants",
  "emulsion-polymerisation",
  "janitorial",
  "recycling",
  "release-coatings",
  "silicone-removal",
  "surface-coatings",
  "waste-and-water-treatment",
] as const;
