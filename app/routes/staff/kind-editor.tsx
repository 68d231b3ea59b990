import type { EditorActionData } from "../../staff/content-editor.server.ts";
import { KindEditor, kindEditorTitle } from "../../staff/kind-editor.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/kind-editor.ts";

export { action, loader } from "./kind-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(kindEditorTitle(loaderData));

/** Any kind's new item or item (decision 104): the description's fields in the shared editor. */
export default function KindEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <KindEditor data={loaderData} posted={actionData as EditorActionData | undefined} />;
}
