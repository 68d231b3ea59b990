import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/page-list.ts";

export { action, loader } from "./page-list.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Company pages");

/** The seven company pages of spec 2.7 with where each stands; they are edited, never added or removed. */
export default function PageList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Company pages</h1>
      <p>
        The company pages are fixed parts of the site's menu: change their text, pictures and documents here.
      </p>
      <ContentItemsTable
        caption="Company pages, most recently changed first"
        titleHeading="Title"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
