import { Link } from "react-router";
import { PRESS_RELEASE_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/press-release-list.ts";

export { action, loader } from "./press-release-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Press releases");

/** Every press release with where it stands: draft, published, scheduled or unpublished. */
export default function PressReleaseList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Press releases</h1>
      <p>
        <Link className="staff-button" to={PRESS_RELEASE_NEW_PATH}>
          New press release
        </Link>
      </p>
      <ContentItemsTable
        caption="Press releases, most recently changed first"
        titleHeading="Title"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
