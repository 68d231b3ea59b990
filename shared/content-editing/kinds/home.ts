import type { ConsoleKind } from "../console-kind.ts";
import { HOME_EDITOR } from "../home-form.ts";

export const HOME_CONSOLE: ConsoleKind = {
  name: "home",
  label: "Home page",
  title: "Home page",
  caption: "The home page",
  titleHeading: "Title",
  single: true,
  fields: HOME_EDITOR.fields,
  published: "Published: the home page shows the new slides and counters.",
  group: "Content",
  permission: "content:edit",
};
