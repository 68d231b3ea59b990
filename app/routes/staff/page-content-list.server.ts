import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { pageContentEditorOf } from "../../staff/page-content-editors.server.ts";
import type { Route } from "./+types/page-content-list.ts";

/** The items of one of the fixed kinds (industries, industry pages, case studies), in the site's order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = pageContentEditorOf(request);
  if (!editor?.listPath) throw data("No such list.", { status: 404 });
  await requireStaff(request, context, STAFF_PAGES[editor.listPath as keyof typeof STAFF_PAGES]);
  const items = await context.get(servicesContext).contentEditing.list(editor.kind.name);
  const order = (key: string) => editor.keys.indexOf(key);
  return {
    title: editor.listTitle,
    items: items
      .map(({ working: _, ...item }) => ({ ...item, href: editor.editorPath(item.key) }))
      .sort((a, b) => order(a.key) - order(b.key)),
  };
}
