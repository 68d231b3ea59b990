/** Routes of spec 2.1 whose screens are still to be built, with their titles. */
export const PLACEHOLDER_PAGES: { path: string; title: string; description: string }[] = [
  {
    path: "product",
    title: "Product Finder",
    description: "Search the Fenmoor product range by name or category.",
  },
  {
    path: "search",
    title: "Search",
    description: "Search results across products, categories, news and press releases.",
  },
  {
    path: "contact-us",
    title: "Contact Us",
    description: "Call, write or send Fenmoor Chemicals an enquiry.",
  },
  {
    path: "case-studies",
    title: "Case Studies",
    description: "How Fenmoor products solved customers' problems.",
  },
  {
    path: "a-tale-of-blood",
    title: "A Tale of Blood",
    description: "Case study: foam control in blood plasma fractionation.",
  },
  {
    path: "component-recovery",
    title: "Component Recovery",
    description: "Case study: recovering components from electronic waste.",
  },
  {
    path: "beating-the-cold",
    title: "Beating the Cold",
    description: "Case study: a release agent that works at low temperatures.",
  },
  {
    path: "improvement-witnessed",
    title: "Improvement Witnessed",
    description: "Case study: a measurable gain in a production line.",
  },
  {
    path: "a-star-performer",
    title: "A Star Performer",
    description: "Case study: a defoamer that outperformed.",
  },
  {
    path: "bakery",
    title: "Bakery",
    description: "Oven chain lubricants, release glazes and coatings for bakeries.",
  },
  {
    path: "cable-lubricants",
    title: "Cable Lubricants",
    description: "Lubricants for blowing and pulling cable.",
  },
  {
    path: "emulsion-polymerisation",
    title: "Emulsion Polymerisation",
    description: "Foam control for emulsion polymerisation.",
  },
  { path: "janitorial", title: "Janitorial", description: "Foam control for cleaning products." },
  {
    path: "recycling",
    title: "Recycling",
    description: "Chemistry for aggregates, electronics, plastics and water recycling.",
  },
  {
    path: "release-coatings",
    title: "Release Coatings",
    description: "Release coatings for bakeware, foundry, plastics and rubber.",
  },
  {
    path: "silicone-removal",
    title: "Silicone Removal",
    description: "Silicone removers for recycling, plumbing and construction.",
  },
  {
    path: "surface-coatings",
    title: "Surface Coatings",
    description: "Additives for adhesives, cements, inks, paints and varnishes.",
  },
  {
    path: "waste-and-water-treatment",
    title: "Waste and Water Treatment",
    description: "Foam control for biomass and effluent.",
  },
  {
    path: "disclaimer",
    title: "Disclaimer",
    description: "The terms on which this website's information is provided.",
  },
  {
    path: "privacy-policy",
    title: "Privacy Policy",
    description: "How Fenmoor Chemicals handles personal data.",
  },
  { path: "terms-of-use", title: "Terms of Use", description: "The rules for using this website." },
  {
    path: "product-enquiry",
    title: "Product Enquiry",
    description: "Ask about up to three Fenmoor products.",
  },
  {
    path: "request-a-sample",
    title: "Request a Sample",
    description: "Request a sample of a Fenmoor product.",
  },
  { path: "sales-enquiry", title: "Sales Enquiry", description: "Send the Fenmoor sales team an enquiry." },
  {
    path: "press-release",
    title: "Press Releases",
    description: "Fenmoor Chemicals press releases by year.",
  },
  { path: "news", title: "News", description: "News from Fenmoor Chemicals." },
];
