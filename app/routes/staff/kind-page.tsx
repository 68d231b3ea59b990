import { Link } from "react-router";
import { kindNewPath } from "#shared/content-editing/console-kind.ts";
import type { EditorActionData } from "../../staff/content-editor.server.ts";
import type { BulkActionData, BulkUnpublishStep } from "../../staff/content-items-table.tsx";
import { ContentItemsTable } from "../../staff/content-items-table.tsx";
import { KindEditor, kindEditorTitle } from "../../staff/kind-editor.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/kind-page.ts";

export { action, loader } from "./kind-page.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData?.view === "editor" ? kindEditorTitle(loaderData) : (loaderData?.kind.title ?? "Content"),
  );

/** A kind's list with where each item stands and the way to add one; or a kind of one item's editor. */
export default function KindPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "editor") {
    return <KindEditor data={loaderData} posted={actionData as EditorActionData | undefined} />;
  }
  const { kind, list } = loaderData;
  const bulk = actionData && "bulk" in actionData ? (actionData.bulk as BulkActionData) : undefined;
  const confirmUnpublish =
    actionData && "confirmUnpublish" in actionData
      ? (actionData.confirmUnpublish as BulkUnpublishStep)
      : undefined;
  return (
    <>
      <h1>{kind.title}</h1>
      {kind.intro ? <p>{kind.intro}</p> : null}
      {kind.newLabel ? (
        <p>
          <Link className="staff-button" to={kindNewPath(kind.name)}>
            {kind.newLabel}
          </Link>
        </p>
      ) : null}
      <ContentItemsTable
        caption={kind.caption}
        titleHeading={kind.titleHeading}
        list={list}
        bulk={bulk}
        confirmUnpublish={confirmUnpublish}
      />
    </>
  );
}
