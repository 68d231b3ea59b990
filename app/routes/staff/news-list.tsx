import { Link } from "react-router";
import { contentItemPath, NEWS_NEW_PATH } from "../../../shared/content-editing/console-paths.ts";
import { SHOWN_STATUS_LABELS } from "../../../shared/content-editing/status.ts";
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
      <div className="staff-scroll">
        <table className="staff-table">
          <caption>News items, most recently changed first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((item) => (
              <tr key={item.key}>
                <td>
                  <Link to={contentItemPath("news", item.key)}>{item.title}</Link>
                </td>
                <td>
                  {SHOWN_STATUS_LABELS[item.status]}
                  {item.hasDraft && item.status === "published" ? " (unpublished changes)" : ""}
                  {item.publishAt ? ` for ${item.publishAt.slice(0, 16).replace("T", " ")} UTC` : ""}
                </td>
                <td>
                  {item.updatedAt.slice(0, 16).replace("T", " ")} UTC
                  {item.updatedBy ? ` by ${item.updatedBy}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
