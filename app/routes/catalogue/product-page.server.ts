import { data } from "react-router";
import type { ProductDetail } from "#server/catalogue/catalogue.ts";
import { comparedNames } from "#server/catalogue/comparison.ts";
import { datasheetPath, ProductRecord } from "#server/catalogue/content-files.ts";
import { productKind } from "#server/catalogue/product-kind.ts";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { PRODUCT_SLUG, readCompareList } from "#shared/catalogue/compare-list.ts";
import { propertiesInLanguage } from "#shared/catalogue/property-values.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { BASE_LOCALE, localeOfPath } from "#shared/i18n/locales.ts";
import { PRODUCT_PAGE_QUERY } from "#shared/site/page-query.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/product-page.ts";

type ProductPageData = ProductDetail & {
  preview: { editorHref: string } | null;
  /** `en` where English shows on another language's page (decision 063). */
  descriptionLang?: "en" | undefined;
  dataLang?: "en" | undefined;
};
type ComparedNames = Awaited<ReturnType<typeof comparedNames>>;

/**
 * The product with its documents and statuses (issue 16), beside the catalogue's fields, and the
 * products being chosen for a comparison (decision 053), carried in the address.
 */
async function withDocuments(services: Services, product: ProductPageData, compared: ComparedNames) {
  const documentation = await services.documents.forProduct(product.slug);
  return {
    ...product,
    compared,
    documents: documentation?.documents ?? [],
    certifications: documentation?.certifications ?? [],
  };
}

/** `?preview=<id>`: a signed-in editor sees the product's draft as its page would show it. */
async function loadPreview(services: Services, request: Request, key: string, compared: ComparedNames) {
  if (!/^[1-9]\d{0,8}$/.test(key)) return undefined;
  const record = await previewRecord(services, request, productKind.name, key);
  if (!record) return undefined;
  const draft = ProductRecord.parse(record);
  const category = (await services.catalogue.listCategories()).find((item) => item.id === draft.categoryId);
  const live = await services.catalogue.productBySlug(draft.slug);
  const product: ProductPageData = {
    slug: draft.slug,
    name: draft.name,
    categoryId: draft.categoryId,
    categoryName: category?.name ?? "",
    categorySlug: category?.slug ?? "",
    description: draft.description,
    // The datasheet is made on publish; until then the preview links the one that is live.
    datasheet: live?.datasheet ?? datasheetPath(draft.slug),
    chemicalType: draft.chemicalType,
    activityPercent: draft.activityPercent,
    applicationArea: draft.applicationArea,
    properties: draft.properties,
    preview: { editorHref: contentItemPath(productKind.name, draft.slug) },
  };
  return data(await withDocuments(services, product, compared), { headers: PREVIEW_HEADERS });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = new URL(request.url).searchParams;
  const compared = await comparedNames(
    services.catalogue,
    readCompareList(query.getAll(PRODUCT_PAGE_QUERY.compare)),
  );
  const preview = query.get("preview");
  const previewed = preview !== null ? await loadPreview(services, request, preview, compared) : undefined;
  if (previewed) return previewed;
  const product = PRODUCT_SLUG.test(params.slug)
    ? await services.catalogue.productBySlug(params.slug)
    : undefined;
  if (!product) throw data(null, { status: 404 });
  return withDocuments(
    services,
    { ...(await inProductLanguage(services, request, product)), preview: null },
    compared,
  );
}

/**
 * The product in the page's language (decision 063): its description, category and property names are
 * translated; its chemical type, application area and property values are data kept in English and
 * marked so (`dataLang`), the values' figures written the language's way (decision 098).
 */
async function inProductLanguage(services: Services, request: Request, product: ProductDetail) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [description, category, terms] = await Promise.all([
    inPageLanguage(services, request, "products", product.slug, { description: product.description }),
    inPageLanguage(services, request, "categories", product.categorySlug, { name: product.categoryName }),
    services.translations.glossary("property-names", locale),
  ]);
  return {
    ...product,
    description: description.value.description,
    descriptionLang: description.lang,
    categoryName: category.value.name,
    properties: propertiesInLanguage(product.properties, locale, terms),
    dataLang: locale === BASE_LOCALE ? undefined : ("en" as const),
  };
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
