export interface CmsPagesTable {
  slug: string;
  title: string;
  /** JSON object of the spec 3 page fields (content_title1…, media paths under the file base). */
  content: string;
}

export interface TeamMembersTable {
  /** `board-of-directors` or `corporate-team`. */
  kind: string;
  slug: string;
  /** Order on the list page, and so the previous/next neighbours of a profile. */
  position: number;
  /** Portrait path under the file base, or null when there is none. */
  image: string | null;
  title: string;
  sub_title: string;
  /** Sanitised HTML. */
  description: string;
}

export interface IndustriesTable {
  slug: string;
  position: number;
  name: string;
  /** Card image path under the file base. */
  image: string;
  /** One-line summary for cards and meta descriptions. */
  summary: string;
  /** Sanitised HTML: the About text of the detail page. */
  about: string;
}

export interface IndustrySectionsTable {
  industry_slug: string;
  position: number;
  name: string;
  /** Sanitised HTML whose links open in a new tab. */
  detail: string;
}

export interface SpecialistsTable {
  slug: string;
  /** List order: the first specialist covering an enquiry's industry and region answers it. */
  position: number;
  name: string;
  role: string;
  email: string;
  /** JSON array of industry slugs. */
  industries: string;
  /** JSON array of regions, as the forms' Location field names them. */
  regions: string;
}
