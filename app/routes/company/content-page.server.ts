import { data } from "react-router";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import type { Route } from "./+types/content-page.ts";
import { loadCmsPage } from "./cms-page.server.ts";
import { isContentPageSlug } from "./content-pages.ts";

export async function loader({ url, request, context }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` ends in `.data` on client-side navigation.
  const slug = unprefixedPath(url.pathname).slice(1);
  if (!isContentPageSlug(slug)) throw data(null, { status: 404 });
  const page = await loadCmsPage(context, request, slug);
  return data({ slug, page: page.data }, { headers: page.init?.headers });
}

/** A preview's headers keep it out of every cache; the page otherwise keeps the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
