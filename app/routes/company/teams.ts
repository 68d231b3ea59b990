import type { TeamKind } from "../../../shared/company/company-pages.ts";

/** The two team pages of spec 2.7, by the first segment of their path. */
export const TEAMS: Record<TeamKind, { title: string; description: string; memberLabel: string }> = {
  "board-of-directors": {
    title: "Board of Directors",
    description:
      "The board of Fenmoor Chemicals: the directors who set the company's strategy and hold it to account.",
    memberLabel: "Board member",
  },
  "corporate-team": {
    title: "Corporate Team",
    description: "The managers who run Fenmoor Chemicals day to day, from the laboratory to the loading bay.",
    memberLabel: "Corporate team member",
  },
};

export function teamKindOf(pathname: string): TeamKind {
  return pathname.split("/")[1] === "corporate-team" ? "corporate-team" : "board-of-directors";
}
