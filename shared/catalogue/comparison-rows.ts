import type { FacetKey } from "./facet-params.ts";
import { FACETS, facetValue } from "./facets.ts";

/** What the comparison reads of a product (the server's ComparedProduct satisfies it). */
export type ComparableProduct = {
  categoryName: string;
  chemicalType: string;
  activityPercent: number | null;
  applicationArea: string;
  properties: [string, string][];
  facets: Partial<Record<FacetKey, { slug: string; reference: string | null }[]>>;
};

export type ComparisonRow = {
  label: string;
  /** One value per product, in the products' order. */
  values: string[];
  /** True when the products do not all show the same value. */
  differs: boolean;
};

export type ComparisonGroup = { title: string; rows: ComparisonRow[] };

export const NOT_STATED = "—";

/** `compared`: what decides whether products differ, where that is less than the shown text. */
const row = (label: string, values: string[], compared = values): ComparisonRow => ({
  label,
  values,
  differs: new Set(compared).size > 1,
});

function facetText(product: ComparableProduct, key: FacetKey): string {
  const values = product.facets[key] ?? [];
  if (values.length === 0) return NOT_STATED;
  return values.map((value) => facetValue(key, value.slug)?.label ?? value.slug).join(", ");
}

function certificationText(product: ComparableProduct, slug: string): string {
  const held = product.facets.cert?.find((value) => value.slug === slug);
  if (!held) return "No";
  return held.reference ? `Yes (${held.reference})` : "Yes";
}

/**
 * The comparison table (decision 053): the product's facts, its typical properties (every label
 * any of the products states, in the order first met) and each certification any of them holds.
 */
export function comparisonGroups(products: ComparableProduct[]): ComparisonGroup[] {
  const product = [
    row(
      "Category",
      products.map((item) => item.categoryName),
    ),
    row(
      "Chemical type",
      products.map((item) => item.chemicalType),
    ),
    row(
      "Chemistry",
      products.map((item) => facetText(item, "chemistry")),
    ),
    row(
      "Form",
      products.map((item) => facetText(item, "form")),
    ),
    row(
      "Function",
      products.map((item) => facetText(item, "function")),
    ),
    row(
      "Activity",
      products.map((item) => (item.activityPercent === null ? "Not applicable" : `${item.activityPercent}%`)),
    ),
    row(
      "Application area",
      products.map((item) => item.applicationArea),
    ),
  ];
  const labels = [...new Set(products.flatMap((item) => item.properties.map(([label]) => label)))];
  const properties = labels.map((label) =>
    row(
      label,
      products.map((item) => item.properties.find(([name]) => name === label)?.[1] ?? NOT_STATED),
    ),
  );
  const certifications = (FACETS.find((facet) => facet.key === "cert")?.values ?? [])
    .filter((cert) => products.some((item) => item.facets.cert?.some((value) => value.slug === cert.slug)))
    .map((cert) =>
      row(
        cert.label,
        products.map((item) => certificationText(item, cert.slug)),
        // Two products holding a status do not differ because their certificates are two.
        products.map((item) => String(Boolean(item.facets.cert?.some((value) => value.slug === cert.slug)))),
      ),
    );
  return [
    { title: "Product", rows: product },
    { title: "Typical properties", rows: properties },
    {
      title: "Certifications",
      rows:
        certifications.length > 0
          ? certifications
          : [
              row(
                "Certifications",
                products.map(() => "None stated"),
              ),
            ],
    },
  ];
}
