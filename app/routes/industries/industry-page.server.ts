import { data } from "react-router";
import { previewAnswer, previewDraft } from "#server/content-editing/item-preview.ts";
import { IndustryPageRecord } from "#server/industry-pages/content-files.ts";
import { industryPageKind } from "#server/industry-pages/industry-page-kind.ts";
import { type IndustryPage, industryPageOf } from "#server/industry-pages/industry-pages.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/industry-page.ts";

/** The page with its parent industry and the catalogue's datasheets of the products its tables name. */
async function withProducts(services: Services, page: IndustryPage, preview: { editorHref: string } | null) {
  const parent = (await services.company.industries()).find((industry) => industry.slug === page.industry);
  // Datasheets come from the catalogue as the page renders, so a row links only to a product that exists.
  const names = page.sections.flatMap((section) => section.rows.flatMap((row) => row.product ?? []));
  const products = await services.catalogue.findProductsByNames([...new Set(names)]);
  const datasheets = Object.fromEntries([...products].map(([name, product]) => [name, product.datasheet]));
  return { page, parent, datasheets, preview };
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const slug = unprefixedPath(url.pathname).slice(1);
  const preview = await previewDraft(
    services,
    request,
    { name: industryPageKind.name, schema: IndustryPageRecord },
    slug,
  );
  if (preview) {
    const page = industryPageOf(preview.draft);
    return previewAnswer({
      ...(await withProducts(services, page, { editorHref: preview.editorHref })),
      lang: undefined,
    });
  }
  const english = await services.industryPages.page(slug);
  if (!english) throw data(null, { status: 404 });
  const { value: page, lang } = await inPageLanguage(services, request, "industry-pages", slug, english);
  const answer = await withProducts(services, page, null);
  const parent =
    answer.parent &&
    (await inPageLanguage(services, request, "industries", answer.parent.slug, answer.parent)).value;
  return { ...answer, parent, lang };
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
