import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/page-content-list.ts";

export { action, loader } from "./page-content-list.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? "Content");

/** The industries, industry pages or case studies, with where each stands; the set is the site's own. */
export default function PageContentList({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.title}</h1>
      <ContentItemsTable
        caption={`${loaderData.title}, in the site's order`}
        titleHeading="Name"
        list={loaderData.list}
        bulk={actionData?.bulk}
      />
    </>
  );
}
