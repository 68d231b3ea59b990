import type { TeamKind } from "#shared/company/company-pages.ts";
import type { Message } from "#shared/i18n/message.ts";
import { m } from "#shared/i18n/paraglide/messages.js";

/** The two team pages of spec 2.7, by the first segment of their path; titles in the page's language. */
export const TEAMS: Record<TeamKind, { title: Message; description: Message; memberLabel: string }> = {
  "board-of-directors": {
    title: m.nav_board_of_directors,
    description: m.meta_board_description,
    memberLabel: "Board member",
  },
  "corporate-team": {
    title: m.nav_corporate_team,
    description: m.meta_corporate_description,
    memberLabel: "Corporate team member",
  },
};

export function teamKindOf(pathname: string): TeamKind {
  return pathname.split("/")[1] === "corporate-team" ? "corporate-team" : "board-of-directors";
}
