import { productKind } from "#server/catalogue/product-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { PRODUCTS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import type { Route } from "./+types/product-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PRODUCTS_LIST_PATH]);
  const items = await context.get(servicesContext).contentEditing.list(productKind.name);
  return {
    items: items
      .map(({ working, ...item }) => ({ ...item, slug: String(working.slug) }))
      .sort((a, b) => a.title.localeCompare(b.title, "en")),
  };
}
