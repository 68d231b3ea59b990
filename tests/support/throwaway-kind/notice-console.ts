import { z } from "zod";
import type { ConsoleKind } from "#shared/content-editing/console-kind.ts";

/** The throw-away kind's console: a description and nothing else (decision 104). */
export const NOTICE_CONSOLE: ConsoleKind = {
  name: "notices",
  label: "Notice",
  title: "Notices",
  caption: "Notices, most recently changed first",
  titleHeading: "Title",
  newLabel: "New notice",
  fields: [
    { name: "title", label: "Title", type: "text" },
    { name: "text", label: "Text", type: "textarea" },
  ],
  form: z.object({
    title: z.string().trim().min(1, "Enter a title."),
    text: z.string().trim().min(1, "Enter the text."),
  }),
  published: "Published: the notice is up.",
  group: "Content",
  permission: "content:edit",
};
