import { Link } from "react-router";
import { NEWS_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/news-list.ts";

export { action, loader } from "./news-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("News");

/** Every news item with where it stands: draft, published, scheduled or unpublished. */
export default function NewsList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>News</h1>
      <p>
        <Link className="staff-button" to={NEWS_NEW_PATH}>
          New news item
        </Link>
      </p>
      <ContentItemsTable
        caption="News items, most recently changed first"
        titleHeading="Title"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
