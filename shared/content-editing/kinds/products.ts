import type { ConsoleKind } from "../console-kind.ts";
import { productEditorFields } from "../product-form.ts";

/**
 * A product is edited at its address's slug, and its category is one of the live ones: its server
 * hooks (app/staff/kinds/products.server.ts) find the one and fill in the other.
 */
export const PRODUCTS_CONSOLE: ConsoleKind = {
  name: "products",
  label: "Product",
  title: "Products",
  caption: "Products by name",
  titleHeading: "Name",
  newLabel: "New product",
  order: "title",
  fields: productEditorFields([]),
  published: "Published: the product page, the finder, search, the API and the datasheet show it now.",
  group: "Catalogue",
  permission: "content:edit",
};
