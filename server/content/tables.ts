export interface NewsItemsTable {
  id: number;
  name: string;
  /** ISO date, `2024-03-07`. */
  date: string;
  /** Image path under the file base, or null. */
  image: string | null;
  /** Sanitised HTML. */
  description: string;
  /** Alt text of the image; empty when it is decorative or absent. */
  image_alt: string;
}

export interface PressReleasesTable {
  id: number;
  name: string;
  /** ISO date, `2024-03-07`. */
  date: string;
  /** PDF path under the file base. */
  pdf_name: string;
}
