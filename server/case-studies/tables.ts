export interface CaseStudiesTable {
  slug: string;
  /** Order on the list page and of the PDFs. */
  position: number;
  /** 1 when the case-studies list shows it; unlisted stories are reached from related links. */
  listed: number;
  title: string;
  /** One sentence for the list card and the meta description. */
  summary: string;
  /** Who the customer is, without naming them. */
  customer: string;
  /** Slug of the industry page the story belongs to (one of the eleven). */
  industry: string;
  /** JSON arrays of plain-text paragraphs. */
  challenge: string;
  solution: string;
  outcome: string;
  /** JSON array of `{ label, value }` key figures of the outcome. */
  figures: string;
  /** JSON array of the three related case-study slugs, in display order. */
  related: string;
}
