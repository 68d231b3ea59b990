import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/industry-page.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await services.industryPages.page(unprefixedPath(url.pathname).slice(1));
  if (!page) throw data(null, { status: 404 });
  const parent = (await services.company.industries()).find((industry) => industry.slug === page.industry);
  // Datasheets come from the catalogue as the page renders, so a row links only to a product that exists.
  const names = page.sections.flatMap((section) => section.rows.flatMap((row) => row.product ?? []));
  const products = await services.catalogue.findProductsByNames([...new Set(names)]);
  const datasheets = Object.fromEntries([...products].map(([name, product]) => [name, product.datasheet]));
  return { page, parent, datasheets };
}
