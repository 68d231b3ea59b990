export interface IndustryPagesTable {
  slug: string;
  name: string;
  /** Slug of the one of the eleven industries this page belongs to (picture and "see also" link). */
  industry: string;
  /** One sentence for the banner and the meta description. */
  summary: string;
  /** JSON array of the About text's plain-text paragraphs. */
  about: string;
}

export interface IndustryPageSectionsTable {
  page_slug: string;
  position: number;
  name: string;
  intro: string;
}

/** One row of a section's product table; a row whose product is null is a placeholder (TBA). */
export interface IndustryPageRowsTable {
  page_slug: string;
  section_position: number;
  position: number;
  /** The product's name as the catalogue spells it; its datasheet is looked up when the page renders. */
  product: string | null;
  chemical_type: string | null;
  /** Active content in percent; null where it does not apply or the row is TBA. */
  activity_percent: number | null;
  application_area: string | null;
}
