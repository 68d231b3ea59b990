import { Link } from "react-router";
import { contentItemPath, PRODUCT_NEW_PATH } from "../../../shared/content-editing/console-paths.ts";
import { SHOWN_STATUS_LABELS } from "../../../shared/content-editing/status.ts";
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
      <div className="staff-scroll">
        <table className="staff-table">
          <caption>Products by name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((item) => (
              <tr key={item.key}>
                <td>
                  <Link to={contentItemPath("products", item.slug)}>{item.title}</Link>
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
