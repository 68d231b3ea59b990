import type { RouterContextProvider } from "react-router";
import type { ConsoleView } from "#server/content-editing/content-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Role } from "#shared/staff/roles.ts";
import { can } from "#shared/staff/roles.ts";
import { type KindConsole, kindConsoleOf } from "./kind-console.server.ts";

/**
 * The console as the engine's cross-kind views (the start page, the search; decision 109) see it
 * for a person of `role`, from each kind's description (decision 104): the kinds whose permission
 * the role has, an item's editor as the kind's own list links it, and the kind's title ("Products").
 */
export function consoleViewFor(context: Readonly<RouterContextProvider>, role: Role) {
  const consoles = new Map<string, KindConsole>(
    context
      .get(servicesContext)
      .consoleKinds.filter((description) => can(role, description.permission))
      .map((description) => [description.name, kindConsoleOf(context, description.name)]),
  );
  const view: ConsoleView & { title(kind: string): string | undefined } = {
    mayEdit: (kind) => consoles.has(kind),
    editorHref(kind, key, record) {
      const console = consoles.get(kind);
      if (!console) throw new Error(`${kind} is not a kind this person may edit`);
      return console.description.single ? console.hooks.itemPath(record) : console.itemHref(key, record);
    },
    title: (kind) => consoles.get(kind)?.description.title,
  };
  return view;
}
