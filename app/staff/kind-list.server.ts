import { data, type RouterContextProvider } from "react-router";
import { requireStaff } from "#server/staff/access.ts";
import { consoleKindView, kindListPath } from "#shared/content-editing/console-kind.ts";
import { contentListAction, contentListData } from "./content-list.server.ts";
import type { KindConsole } from "./kind-console.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A kind's list page: its rows in the description's order, with the kind's filter if it has one. */
export async function kindListData({ request, context }: Args, kind: KindConsole) {
  const { description, content, services, hooks } = kind;
  await requireStaff(
    request,
    context,
    kind.roles.pages[kindListPath(description.name)] ?? description.permission,
  );
  const [items, filter] = await Promise.all([
    services.contentEditing.list(content.name),
    hooks.listFilter?.(services),
  ]);
  const position = (record: { readonly [field: string]: unknown }) => Number(record.position);
  const place = (key: string) => description.keys?.indexOf(key) ?? 0;
  const sorted = [...items].sort((a, b) => {
    if (description.order === "title") return a.title.localeCompare(b.title, "en");
    if (description.order === "position")
      return position(a.working) - position(b.working) || a.key.localeCompare(b.key);
    if (description.order === "keys") return place(a.key) - place(b.key);
    return 0;
  });
  const rows = sorted.map(({ working, ...item }) => ({
    ...item,
    href: kind.itemHref(item.key, working),
    ...(filter ? { filterValue: filter.valueOf(working) } : {}),
  }));
  return {
    kind: consoleKindView(description),
    list: contentListData(request, content, rows, filter?.filter),
  };
}

/** A list's bulk post, each item published or unpublished as its editor would. */
export function kindListAction({ request, context }: Args, kind: KindConsole) {
  const { description, content, services, hooks } = kind;
  const actions = kind.roles.actions[kindListPath(description.name)];
  const refuse = hooks.refuseUnpublish;
  if (!actions) throw data("No such list.", { status: 404 });
  return contentListAction({
    request,
    context,
    actions,
    kind: content,
    refuseUnpublish: refuse && ((key) => refuse(key, services)),
  });
}
