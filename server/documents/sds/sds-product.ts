import type { CertificationSlug, ChemistrySlug, FormSlug, FunctionSlug } from "#shared/catalogue/facets.ts";

/** What a safety data sheet or statement is generated from: the product's catalogue data. */
export type DocumentProduct = {
  slug: string;
  name: string;
  categoryName: string;
  chemicalType: string;
  activityPercent: number | null;
  properties: [string, string][];
  functions: FunctionSlug[];
  chemistry: ChemistrySlug[];
  form: FormSlug;
  certifications: { status: CertificationSlug; reference: string | null }[];
  /** Its datasheet's path under the file base, as the last publish made it (the API's `pdflink`). */
  datasheet: string;
};

export function propertyOf(product: DocumentProduct, label: string): string | undefined {
  return product.properties.find(([name]) => name === label)?.[1];
}

/**
 * The flammable-liquid category the product's flash point gives under CLP (decision 051):
 * 2 below 23 °C, 3 from 23 to 60 °C, none above or without a measured flash point.
 */
export function flammableCategory(product: DocumentProduct): 2 | 3 | undefined {
  const flash = /^(\d+(?:\.\d+)?) °C$/.exec(propertyOf(product, "Flash point") ?? "");
  if (!flash || product.form === "powder") return undefined;
  const celsius = Number(flash[1]);
  if (celsius < 23) return 2;
  return celsius <= 60 ? 3 : undefined;
}

const bySlug = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The product with its lists in one fixed order, whichever store it was read from. */
export function inDocumentOrder(product: DocumentProduct): DocumentProduct {
  return {
    ...product,
    functions: [...product.functions].sort(bySlug),
    chemistry: [...product.chemistry].sort(bySlug),
    certifications: [...product.certifications].sort((a, b) => bySlug(a.status, b.status)),
  };
}
