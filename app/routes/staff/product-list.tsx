import { Link } from "react-router";
import { PRODUCT_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/product-list.ts";

export { action, loader } from "./product-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Products");

/** Every product by name, with where it stands: draft, published, scheduled or unpublished. */
export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Products</h1>
      <p>
        <Link className="staff-button" to={PRODUCT_NEW_PATH}>
          New product
        </Link>
      </p>
      <ContentItemsTable
        caption="Products by name"
        titleHeading="Name"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
