import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { type STAFF_ACTIONS, STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentListAction, contentListData } from "../../staff/content-list.server.ts";
import { pageContentEditorOf } from "../../staff/page-content-editors.server.ts";
import type { Route } from "./+types/page-content-list.ts";

function editorOf(request: Request) {
  const editor = pageContentEditorOf(request);
  if (!editor?.listPath) throw data("No such list.", { status: 404 });
  return { ...editor, listPath: editor.listPath as keyof typeof STAFF_PAGES & keyof typeof STAFF_ACTIONS };
}

/** The items of one of the fixed kinds (industries, industry pages, case studies), in the site's order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = editorOf(request);
  await requireStaff(request, context, STAFF_PAGES[editor.listPath]);
  const items = await context.get(servicesContext).contentEditing.list(editor.kind.name);
  const order = (key: string) => editor.keys.indexOf(key);
  const rows = items
    .map(({ working: _, ...item }) => ({ ...item, href: editor.editorPath(item.key) }))
    .sort((a, b) => order(a.key) - order(b.key));
  return { title: editor.listTitle, list: contentListData(request, editor.kind, rows) };
}

export function action({ request, context }: Route.ActionArgs) {
  const editor = editorOf(request);
  return contentListAction({ request, context, path: editor.listPath, kind: editor.kind });
}
