import { Link } from "react-router";
import { contentItemPath, PRODUCT_NEW_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/product-list.ts";

export { loader } from "./product-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Products");

/** Every product by name, with where it stands: draft, published, scheduled or unpublished. */
export default function ProductList({ loaderData }: Route.ComponentProps) {
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
        items={loaderData.items.map((item) => ({ ...item, href: contentItemPath("products", item.slug) }))}
      />
    </>
  );
}
