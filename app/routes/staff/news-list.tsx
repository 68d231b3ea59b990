import { Link } from "react-router";
import { contentItemPath, NEWS_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/news-list.ts";

export { loader } from "./news-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("News");

/** Every news item with where it stands: draft, published, scheduled or unpublished. */
export default function NewsList({ loaderData }: Route.ComponentProps) {
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
        items={loaderData.items.map((item) => ({ ...item, href: contentItemPath("news", item.key) }))}
      />
    </>
  );
}
