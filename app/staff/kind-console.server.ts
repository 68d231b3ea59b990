import { data, type RouterContextProvider } from "react-router";
import type { AnyContentKind, EditableRecord } from "#server/content-editing/content-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import {
  type ConsoleKind,
  isItemKey,
  type KindGroup,
  kindListPath,
} from "#shared/content-editing/console-kind.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type EditorField, recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import { kindRoleRows } from "#shared/staff/console-routes.ts";
import { fieldErrors } from "./content-editor.server.ts";
import { CONSOLE_KIND_HOOKS } from "./kinds/all-kind-hooks.server.ts";
import type { ConsoleKindHooks } from "./kinds/kind-hooks.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * A kind the console shows (decision 104): its description, the engine's kind of the same name,
 * and its server hooks with every default filled in, so the generic pages ask them without checks.
 */
export type KindConsole = {
  description: ConsoleKind;
  content: AnyContentKind;
  services: Services;
  hooks: Required<Omit<ConsoleKindHooks, "listFilter" | "refuseUnpublish" | "newValues">> &
    Pick<ConsoleKindHooks, "listFilter" | "refuseUnpublish" | "newValues">;
  /** A list row's link: the kind's own item address if it has one, else `/staff/<kind>/<key>`. */
  itemHref(key: string, record: EditableRecord): string;
  /** The role table's rows of the kind: what each of its pages and buttons needs. */
  roles: ReturnType<typeof kindRoleRows>;
};

const NO_SUCH_LIST = "No such part of the console.";

/** The kind a console address's first segment names, among the service's; 404 for any other. */
export function kindConsoleOf(context: Context, name: string | undefined): KindConsole {
  const services = context.get(servicesContext);
  const description = services.consoleKinds.find((kind) => kind.name === name);
  const content = description && services.contentEditing.kind(description.name);
  if (!description || !content) throw data(NO_SUCH_LIST, { status: 404 });
  const own = CONSOLE_KIND_HOOKS[description.name] ?? {};
  const hooks: KindConsole["hooks"] = {
    itemKey: async (param) => (isItemKey(param) ? param : undefined),
    // A kind of one item is edited at the kind's own address.
    itemPath: (record) =>
      description.single
        ? kindListPath(description.name)
        : contentItemPath(description.name, content.keyOf(record)),
    fields: async (_services, key) =>
      key === null ? (description.newFields ?? description.fields) : description.fields,
    groups: (_record, fields) => [{ legend: null, fields: [...fields] }],
    values: (record, fields) => recordEditorValues(fields, record),
    validate: async (values) => {
      if (!description.form)
        throw new Error(`${description.name}: its description has no form and no validate hook`);
      const parsed = description.form.safeParse(values);
      return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
    },
    suggestions: async () => ({}),
    ...own,
  };
  const itemHref = (key: string, record: EditableRecord) =>
    own.itemPath ? own.itemPath(record) : contentItemPath(description.name, key);
  return { description, content, services, hooks, itemHref, roles: kindRoleRows(description) };
}

/** The item an editor's address names, if the kind has it: one of a fixed set's keys, the hook's lookup. */
export async function itemKeyOf(kind: KindConsole, param: string): Promise<string | undefined> {
  if (kind.description.keys && !kind.description.keys.includes(param)) return undefined;
  return kind.hooks.itemKey(param, kind.services);
}

/** The only item of a kind of one (the home page, the company identity). */
export async function singleItemKey(kind: KindConsole): Promise<string> {
  const [item] = await kind.services.contentEditing.list(kind.content.name);
  if (!item) throw data(`${kind.description.label}: not loaded from the content files yet.`, { status: 404 });
  return item.key;
}

/** Where the editor's "back" link goes: the kind's list, or the overview for a kind of one. */
export function backLink(description: ConsoleKind): { to: string; label: string } {
  return description.single
    ? { to: "/staff", label: "Overview" }
    : { to: kindListPath(description.name), label: `All ${description.title.toLowerCase()}` };
}

/** The groups' fields in one list, as the form is read back and its upload forms are drawn. */
export function groupFields(groups: readonly KindGroup[]): EditorField[] {
  return groups.flatMap((group) => group.fields);
}
