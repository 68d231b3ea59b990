import { INDUSTRY_SLUGS } from "../../catalogue/facets.ts";
import type { ConsoleKind } from "../console-kind.ts";
import { INDUSTRY_EDITOR } from "../industry-form.ts";

export const INDUSTRIES_CONSOLE: ConsoleKind = {
  name: "industries",
  label: "Industry",
  title: "Industries",
  caption: "Industries, in the site's order",
  titleHeading: "Name",
  order: "keys",
  keys: INDUSTRY_SLUGS,
  fields: INDUSTRY_EDITOR.fields,
  published: "Published: it is live on its page, the industries page and the API.",
  group: "Catalogue",
  permission: "content:edit",
};
