import { BASE_LOCALE, type Locale } from "../i18n/locales.ts";
import { m } from "../i18n/paraglide/messages.js";
import { formatPercent } from "../site/number-format.ts";
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

type ComparisonRow = {
  label: string;
  /** One value per product, in the products' order. */
  values: string[];
  /** True when the products do not all show the same value. */
  differs: boolean;
  /** `en` when the values are catalogue data kept in English on a page in another language. */
  lang?: "en";
};

export type ComparisonGroup = { title: string; rows: ComparisonRow[] };

const NOT_STATED = "—";

/** The page's language and how it names facet values (the app's facet labels); English by default. */
export type ComparisonLanguage = {
  locale: Locale;
  facetLabel: (key: FacetKey, slug: string, english: string) => string;
};
const ENGLISH: ComparisonLanguage = { locale: BASE_LOCALE, facetLabel: (_key, _slug, english) => english };

/** `compared`: what decides whether products differ, where that is less than the shown text. */
const row = (label: string, values: string[], compared = values): ComparisonRow => ({
  label,
  values,
  differs: new Set(compared).size > 1,
});

function facetText(product: ComparableProduct, key: FacetKey, language: ComparisonLanguage): string {
  const values = product.facets[key] ?? [];
  if (values.length === 0) return NOT_STATED;
  return values
    .map((value) => language.facetLabel(key, value.slug, facetValue(key, value.slug)?.label ?? value.slug))
    .join(", ");
}

function certificationText(product: ComparableProduct, slug: string): string {
  const held = product.facets.cert?.find((value) => value.slug === slug);
  if (!held) return m.compare_no();
  return held.reference ? m.compare_yes_reference({ reference: held.reference }) : m.compare_yes();
}

/**
 * The comparison table (decision 053): the product's facts, its typical properties (every label
 * any of the products states, in the order first met) and each certification any of them holds.
 * Labels and words are the request's messages (decision 065); chemical type, application area and
 * property values are catalogue data, in English, and marked so on another language's page.
 */
export function comparisonGroups(
  products: ComparableProduct[],
  language: ComparisonLanguage = ENGLISH,
): ComparisonGroup[] {
  const data = (item: ComparisonRow): ComparisonRow =>
    language.locale === BASE_LOCALE ? item : { ...item, lang: "en" };
  const product = [
    row(
      m.product_category(),
      products.map((item) => item.categoryName),
    ),
    data(
      row(
        m.product_chemical_type(),
        products.map((item) => item.chemicalType),
      ),
    ),
    row(
      m.finder_facet_chemistry(),
      products.map((item) => facetText(item, "chemistry", language)),
    ),
    row(
      m.finder_facet_form(),
      products.map((item) => facetText(item, "form", language)),
    ),
    row(
      m.finder_facet_function(),
      products.map((item) => facetText(item, "function", language)),
    ),
    row(
      m.product_activity(),
      products.map((item) =>
        item.activityPercent === null
          ? m.product_not_applicable()
          : formatPercent(item.activityPercent, language.locale),
      ),
    ),
    data(
      row(
        m.product_application_area(),
        products.map((item) => item.applicationArea),
      ),
    ),
  ];
  const labels = [...new Set(products.flatMap((item) => item.properties.map(([label]) => label)))];
  const properties = labels.map((label) =>
    data(
      row(
        label,
        products.map((item) => item.properties.find(([name]) => name === label)?.[1] ?? NOT_STATED),
      ),
    ),
  );
  const certifications = (FACETS.find((facet) => facet.key === "cert")?.values ?? [])
    .filter((cert) => products.some((item) => item.facets.cert?.some((value) => value.slug === cert.slug)))
    .map((cert) =>
      row(
        language.facetLabel("cert", cert.slug, cert.label),
        products.map((item) => certificationText(item, cert.slug)),
        // Two products holding a status do not differ because their certificates are two.
        products.map((item) => String(Boolean(item.facets.cert?.some((value) => value.slug === cert.slug)))),
      ),
    );
  return [
    { title: m.compare_group_product(), rows: product },
    { title: m.product_typical_properties(), rows: properties },
    {
      title: m.compare_certifications(),
      rows:
        certifications.length > 0
          ? certifications
          : [
              row(
                m.compare_certifications(),
                products.map(() => m.compare_none_stated()),
              ),
            ],
    },
  ];
}
