import { categoryEditorFields } from "../category-form.ts";
import type { ConsoleKind } from "../console-kind.ts";

/** The groups a category may sit under are the live ones: its server hooks fill them in. */
export const CATEGORIES_CONSOLE: ConsoleKind = {
  name: "categories",
  label: "Category",
  title: "Categories",
  caption: "Categories by name",
  titleHeading: "Name",
  newLabel: "New category",
  order: "title",
  fields: categoryEditorFields([]),
  published: "Published: the finder, the Products menu, the home page, search and the API show it now.",
  group: "Catalogue",
  permission: "content:edit",
};
