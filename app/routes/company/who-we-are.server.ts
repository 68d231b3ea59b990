import type { Route } from "./+types/who-we-are.ts";
import { loadCmsPage } from "./cms-page.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCmsPage(context, request, "who-we-are");
}

/** A preview's headers keep it out of every cache; the page otherwise keeps the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
