/** The legal pages of spec 2.9; each has its text in content/legal/<slug>.json. */
export const LEGAL_PAGE_SLUGS = ["disclaimer", "privacy-policy", "terms-of-use"] as const;

export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export function isLegalPageSlug(slug: string): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);
}
