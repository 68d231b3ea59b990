import type { ConsoleKind } from "../console-kind.ts";
import { NEWS_EDITOR_FIELDS, NewsFormSchema } from "../news-form.ts";

export const NEWS_CONSOLE: ConsoleKind = {
  name: "news",
  label: "News item",
  title: "News",
  caption: "News items, most recently changed first",
  titleHeading: "Title",
  newLabel: "New news item",
  fields: NEWS_EDITOR_FIELDS,
  form: NewsFormSchema,
  published: "Published: it is live on the news page, the home page and the API.",
  group: "Content",
  permission: "content:edit",
};
