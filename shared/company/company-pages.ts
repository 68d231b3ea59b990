/** The company pages whose text is in the database: GET /api/page/{slug} (spec 7) and spec 2.7's pages. */
export const CMS_PAGE_SLUGS = [
  "who-we-are",
  "vision",
  "csr",
  "careers-overview",
  "innovation-overview",
  "r-and-d",
  "esg",
] as const;
export type CmsPageSlug = (typeof CMS_PAGE_SLUGS)[number];

/** The two team pages of spec 2.7, by the first segment of their path. */
export const TEAM_KINDS = ["board-of-directors", "corporate-team"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
