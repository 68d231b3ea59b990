import { data } from "react-router";
import { kindConsoleOf } from "../../staff/kind-console.server.ts";
import { kindEditorAction, kindEditorData } from "../../staff/kind-editor.server.ts";
import type { Route } from "./+types/kind-editor.ts";

/** `/staff/<kind>/new` (a kind that creates items) or `/staff/<kind>/<key>`: the kind and the key asked for. */
function kindAndKey(args: Route.LoaderArgs | Route.ActionArgs) {
  const kind = kindConsoleOf(args.context, args.params.kind);
  const creating = args.params.key === undefined;
  if (kind.description.single || (creating && !kind.description.newLabel)) {
    throw data(`No such ${kind.description.label.toLowerCase()}.`, { status: 404 });
  }
  return { kind, asked: args.params.key ?? null };
}

export function loader(args: Route.LoaderArgs) {
  const { kind, asked } = kindAndKey(args);
  return kindEditorData(args, kind, asked);
}

export function action(args: Route.ActionArgs) {
  const { kind, asked } = kindAndKey(args);
  return kindEditorAction(args, kind, asked);
}
