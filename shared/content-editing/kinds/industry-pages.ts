import { INDUSTRY_PAGE_SLUGS } from "../../industries/industry-page-slugs.ts";
import type { ConsoleKind } from "../console-kind.ts";
import { INDUSTRY_PAGE_EDITOR } from "../industry-page-form.ts";

export const INDUSTRY_PAGES_CONSOLE: ConsoleKind = {
  name: "industry-pages",
  label: "Industry page",
  title: "Industry pages",
  caption: "Industry pages, in the site's order",
  titleHeading: "Name",
  order: "keys",
  keys: INDUSTRY_PAGE_SLUGS,
  fields: INDUSTRY_PAGE_EDITOR.fields,
  published: "Published: it is live on its page and the industries page.",
  group: "Catalogue",
  permission: "content:edit",
};
