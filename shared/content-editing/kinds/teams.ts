import type { TeamKind } from "../../company/company-pages.ts";
import type { ConsoleKind } from "../console-kind.ts";
import { NEW_TEAM_MEMBER_FIELDS, TEAM_EDITOR_FIELDS, TeamFormSchema } from "../team-form.ts";

/** A team's members at the same first segment as their public page; a member's key is its address. */
function teamConsole(name: TeamKind, title: string, label: string): ConsoleKind {
  return {
    name,
    label,
    title,
    caption: `${title}, in list order`,
    titleHeading: "Name",
    newLabel: `Add a ${label.toLowerCase()}`,
    order: "position",
    fields: TEAM_EDITOR_FIELDS,
    newFields: NEW_TEAM_MEMBER_FIELDS,
    form: TeamFormSchema,
    published: "Published: the profile, the team page and the API show it now.",
    group: "Company",
    permission: "content:edit",
  };
}

export const BOARD_CONSOLE = teamConsole("board-of-directors", "Board of Directors", "Board member");
export const CORPORATE_TEAM_CONSOLE = teamConsole(
  "corporate-team",
  "Corporate Team",
  "Corporate team member",
);
