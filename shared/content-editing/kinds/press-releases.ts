import type { ConsoleKind } from "../console-kind.ts";
import { PRESS_RELEASE_EDITOR_FIELDS } from "../press-release-form.ts";

/** Its server hooks check the PDF and keep the slug (app/staff/kinds/press-releases.server.ts). */
export const PRESS_RELEASES_CONSOLE: ConsoleKind = {
  name: "press-releases",
  label: "Press release",
  title: "Press releases",
  caption: "Press releases, most recently changed first",
  titleHeading: "Title",
  newLabel: "New press release",
  fields: PRESS_RELEASE_EDITOR_FIELDS,
  published: "Published: the press-release list, search and the API link it now.",
  group: "Content",
  permission: "content:edit",
};
