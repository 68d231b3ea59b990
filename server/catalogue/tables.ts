export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  summary: string;
  /** Picture under the file base; null: `categories/<slug>.svg`. */
  image: string | null;
  /** Place among its siblings; null ones follow, by name. */
  sort_order: number | null;
  /** Its link in the Products menu; null: not in the menu. */
  menu_label: string | null;
}

export interface ProductsTable {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  chemical_type: string;
  /** Active content in percent; null where it does not apply. */
  activity_percent: number | null;
  application_area: string;
  description: string;
  /** JSON array of [label, value] pairs shown on the product page and datasheet. */
  properties: string;
  /** Datasheet path under the file base, e.g. `datasheets/foamex-210.pdf`: the API's `pdflink`. */
  datasheet: string;
  active: number;
}

/** One facet value of a product (shared/catalogue/facets.ts): facet `industry`, value `textiles`. */
export interface ProductFacetsTable {
  product_id: number;
  facet: string;
  value: string;
  /** The certificate's reference, for a certification that has one. */
  reference: string | null;
}

/** A datasheet generated when a product was published from the console, served under /files/ (decision 042). */
export interface ProductDatasheetsTable {
  /** `product-datasheets/<slug>-<hash>.pdf`: the path under the file base. */
  name: string;
  etag: string;
  bytes: Buffer;
  created_at: string;
}
