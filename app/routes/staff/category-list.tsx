import { Link } from "react-router";
import { CATEGORY_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/category-list.ts";

export { action, loader } from "./category-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Categories");

/** Every product category by name, with where it stands: draft, published, scheduled or unpublished. */
export default function CategoryList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Categories</h1>
      <p>
        <Link className="staff-button" to={CATEGORY_NEW_PATH}>
          New category
        </Link>
      </p>
      <ContentItemsTable
        caption="Categories by name"
        titleHeading="Name"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
