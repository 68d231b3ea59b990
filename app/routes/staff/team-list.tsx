import { Link } from "react-router";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { TEAMS } from "../company/teams.ts";
import type { Route } from "./+types/team-list.ts";

export { action, loader } from "./team-list.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? TEAMS[loaderData.kind].title() : "Team");

/** A team's members in list order, with where each stands, and the way to add one. */
export default function TeamList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, list } = loaderData;
  const team = TEAMS[kind];
  return (
    <>
      <h1>{team.title()}</h1>
      <p>
        <Link className="staff-button" to={contentItemPath(kind, "new")}>
          Add a {team.memberLabel.toLowerCase()}
        </Link>
      </p>
      <ContentItemsTable
        caption={`${team.title()}, in list order`}
        titleHeading="Name"
        list={list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
