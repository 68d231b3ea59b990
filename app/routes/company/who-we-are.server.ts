import type { Route } from "./+types/who-we-are.ts";
import { loadCmsPage } from "./cms-page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadCmsPage(context, "who-we-are");
}
