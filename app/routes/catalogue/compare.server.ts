import { data } from "react-router";
import { compareProducts } from "#server/catalogue/comparison.ts";
import { servicesContext } from "#server/router-context.ts";
import { COMPARE_MAX } from "#shared/catalogue/compare-list.ts";
import { readCompareRequest } from "#shared/catalogue/compare-request.ts";
import { comparisonGroups } from "#shared/catalogue/comparison-rows.ts";
import { propertiesInLanguage } from "#shared/catalogue/property-values.ts";
import { localeOfPath } from "#shared/i18n/locales.ts";
import { COMPARE_QUERY } from "#shared/site/page-query.ts";
import { facetValueLabel } from "../../components/catalogue/facet-labels.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/compare.ts";

/** A product's column head: its name, category and where to read more. */
export type ComparedColumn = { slug: string; name: string; categoryName: string; datasheet: string };

/**
 * The comparison of `?products=` (decision 053). An address that cannot be compared as it stands
 * is answered with what is wrong and a way on: 400 for a malformed, repeated or too long list,
 * 404 when a product is not in the catalogue; never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const requested = readCompareRequest(new URL(request.url).searchParams.getAll(COMPARE_QUERY.products));
  if (requested.kind === "empty") return { outcome: "empty" as const };
  if (requested.kind === "malformed") {
    return data({ outcome: "malformed" as const, values: requested.values }, { status: 400 });
  }
  if (requested.kind === "duplicates") {
    return data(
      { outcome: "duplicates" as const, repeated: requested.repeated, slugs: requested.slugs },
      { status: 400 },
    );
  }
  if (requested.kind === "too-many") {
    return data(
      {
        outcome: "too-many" as const,
        count: requested.slugs.length,
        slugs: requested.slugs.slice(0, COMPARE_MAX),
      },
      { status: 400 },
    );
  }
  const { products: english, unknown } = await compareProducts(
    services.database.db,
    services.catalogue,
    requested.slugs,
  );
  if (unknown.length > 0) {
    return data(
      { outcome: "unknown" as const, unknown, slugs: english.map((product) => product.slug) },
      { status: 404 },
    );
  }
  // The page's language (decision 063): category and property names translated, the rest of the
  // catalogue's data in English, its property values' figures written the language's way (098).
  const locale = localeOfPath(new URL(request.url).pathname);
  const terms = await services.translations.glossary("property-names", locale);
  const products = await Promise.all(
    english.map(async (product) => ({
      ...product,
      categoryName: (
        await inPageLanguage(services, request, "categories", product.categorySlug, {
          name: product.categoryName,
        })
      ).value.name,
      properties: propertiesInLanguage(product.properties, locale, terms),
    })),
  );
  return {
    outcome: "compared" as const,
    columns: products.map(
      ({ slug, name, categoryName, datasheet }): ComparedColumn => ({ slug, name, categoryName, datasheet }),
    ),
    groups: comparisonGroups(products, { locale, facetLabel: facetValueLabel }),
  };
}
