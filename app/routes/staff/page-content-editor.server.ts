import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { HOME_KEY } from "#shared/home/home-banner.ts";
import { type STAFF_ACTIONS, STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, loadEditorEntry } from "../../staff/content-editor.server.ts";
import { type PageContentEditor, pageContentEditorOf } from "../../staff/page-content-editors.server.ts";
import type { Route } from "./+types/page-content-editor.ts";

/** The editor and item a console address names: one of the kind's fixed keys, or the home page. */
function editorAndKey(request: Request, key: string | undefined): { editor: PageContentEditor; key: string } {
  const editor = pageContentEditorOf(request);
  const itemKey = key ?? HOME_KEY;
  if (!editor?.keys.includes(itemKey)) throw data("No such item.", { status: 404 });
  return { editor, key: itemKey };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { editor, key } = editorAndKey(request, params.key);
  await requireStaff(request, context, STAFF_PAGES[editor.itemPath as keyof typeof STAFF_PAGES]);
  const services = context.get(servicesContext);
  const editing = await loadEditorEntry(services.contentEditing, editor.kind, key, request, editor.published);
  if (!editing) throw data("No such item.", { status: 404 });
  return {
    editing: { ...editing, working: undefined },
    back: editor.listPath ? { to: editor.listPath, label: `All ${editor.listTitle.toLowerCase()}` } : null,
    label: editor.kind.label,
    groups: editor.groups(editing.working),
    values: editor.values(editing.working),
    suggestions: await editor.suggestions(services),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { editor, key } = editorAndKey(request, params.key);
  const services = context.get(servicesContext);
  const posted = await requireStaffForm(request, context, editor.itemPath as keyof typeof STAFF_ACTIONS);
  return contentEditorAction({
    request,
    contentEditing: services.contentEditing,
    kind: editor.kind,
    key,
    posted,
    address: clientAddress(context),
    fields: editor.fields,
    validate: (values) => editor.parse(values, key, services),
    itemPath: () => editor.editorPath(key),
  });
}
