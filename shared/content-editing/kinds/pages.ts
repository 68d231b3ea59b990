import { CMS_PAGE_SLUGS } from "../../company/company-pages.ts";
import type { ConsoleKind } from "../console-kind.ts";
import { PAGE_EDITOR_FIELDS, PageFormSchema } from "../page-form.ts";

/** The seven company pages of spec 2.7: listed and edited, never created (decision 073). */
export const PAGES_CONSOLE: ConsoleKind = {
  name: "pages",
  label: "Company page",
  title: "Company pages",
  caption: "Company pages, most recently changed first",
  titleHeading: "Title",
  intro:
    "The company pages are fixed parts of the site's menu: change their text, pictures and documents here.",
  keys: CMS_PAGE_SLUGS,
  fields: PAGE_EDITOR_FIELDS,
  form: PageFormSchema,
  published: "Published: the page shows it now, and so does the API.",
  group: "Company",
  permission: "content:edit",
};
