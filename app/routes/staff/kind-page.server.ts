import { kindConsoleOf, singleItemKey } from "../../staff/kind-console.server.ts";
import { kindEditorAction, kindEditorData } from "../../staff/kind-editor.server.ts";
import { kindListAction, kindListData } from "../../staff/kind-list.server.ts";
import type { Route } from "./+types/kind-page.ts";

/** `/staff/<kind>`: the kind's list, or the editor of a kind of one item (decision 104). */
export async function loader(args: Route.LoaderArgs) {
  const kind = kindConsoleOf(args.context, args.params.kind);
  if (!kind.description.single) return { view: "list" as const, ...(await kindListData(args, kind)) };
  return { view: "editor" as const, ...(await kindEditorData(args, kind, await singleItemKey(kind))) };
}

export async function action(args: Route.ActionArgs) {
  const kind = kindConsoleOf(args.context, args.params.kind);
  if (!kind.description.single) return kindListAction(args, kind);
  return kindEditorAction(args, kind, await singleItemKey(kind));
}
