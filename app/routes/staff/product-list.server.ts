import { productKind } from "#server/catalogue/product-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { contentItemPath, PRODUCTS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import type { Route } from "./+types/product-list.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PRODUCTS_LIST_PATH]);
  const services = context.get(servicesContext);
  const [items, categories] = await Promise.all([
    services.contentEditing.list(productKind.name),
    services.catalogue.listCategories(),
  ]);
  const rows = items
    .map(({ working, ...item }) => ({
      ...item,
      href: contentItemPath("products", String(working.slug)),
      filterValue: String(working.categoryId),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, "en"));
  const options = categories
    .map((category) => ({ value: String(category.id), label: category.name }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
  return {
    list: contentListData(request, productKind, rows, { name: "category", label: "Category", options }),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentListAction({ request, context, path: PRODUCTS_LIST_PATH, kind: productKind });
}
