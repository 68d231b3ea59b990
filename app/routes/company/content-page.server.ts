import { data } from "react-router";
import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/content-page.ts";
import { loadCmsPage } from "./cms-page.server.ts";
import { isContentPageSlug } from "./content-pages.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` ends in `.data` on client-side navigation.
  const slug = unprefixedPath(url.pathname).slice(1);
  if (!isContentPageSlug(slug)) throw data(null, { status: 404 });
  return { slug, page: await loadCmsPage(context, slug) };
}
