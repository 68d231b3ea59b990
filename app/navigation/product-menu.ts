import { useRouteLoaderData } from "react-router";
import type { MenuCategory } from "#shared/catalogue/menu-categories.ts";

/** The Products menu's categories the root loader read; none on an error page drawn without it. */
export function useProductMenu(): readonly MenuCategory[] {
  const data = useRouteLoaderData("root") as { productMenu: MenuCategory[] } | undefined;
  return data?.productMenu ?? [];
}
