import { data, type RouterContextProvider } from "react-router";
import { clientAddress, requireStaff, requireStaffIntent } from "#server/staff/access.ts";
import {
  consoleKindView,
  kindItemPattern,
  kindListPath,
  kindNewPath,
} from "#shared/content-editing/console-kind.ts";
import { editorValues } from "#shared/content-editing/editor-fields.ts";
import { contentEditorAction, type EditorActionData, loadEditorEntry } from "./content-editor.server.ts";
import { backLink, groupFields, itemKeyOf, type KindConsole } from "./kind-console.server.ts";
import { uploadChoices } from "./upload-choices.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The role table's address of an editor: the kind's own for a kind of one, else its new or item pattern. */
function editorPath(kind: KindConsole, asked: string | null): string {
  const { name } = kind.description;
  if (kind.description.single) return kindListPath(name);
  return asked === null ? kindNewPath(name) : kindItemPattern(name);
}

const notFound = (kind: KindConsole) =>
  data(`No such ${kind.description.label.toLowerCase()}.`, { status: 404 });

/** The item an address's key names, once the person's access is checked: who may not open the kind learns nothing. */
async function itemKey(kind: KindConsole, asked: string | null): Promise<string | null> {
  if (asked === null) return null;
  const key = await itemKeyOf(kind, asked);
  if (key === undefined) throw notFound(kind);
  return key;
}

/**
 * An item's editor page (key null: a new item's): the description's plain part, what the engine has
 * of the item (without its record, drawn as `values`), its fields in groups, and the upload choices
 * of its file fields. `asked` is the key the address gives (null: `/new`).
 */
export async function kindEditorData({ request, context }: Args, kind: KindConsole, asked: string | null) {
  const { description, content, services, hooks } = kind;
  await requireStaff(request, context, kind.roles.pages[editorPath(kind, asked)] ?? description.permission);
  const key = await itemKey(kind, asked);
  const fields = await hooks.fields(services, key);
  const editing =
    key === null
      ? null
      : await loadEditorEntry(services.contentEditing, content, key, request, description.published);
  if (editing === undefined) throw notFound(kind);
  const groups = hooks.groups(editing?.working ?? null, fields);
  const files = groupFields(groups).some((field) => field.type === "file")
    ? await uploadChoices(services.uploads)
    : [];
  return {
    kind: consoleKindView(description),
    editing: editing && { ...editing, working: undefined },
    values: editing ? hooks.values(editing.working, fields) : { ...hooks.newValues },
    groups,
    back: backLink(description),
    fixed: content.fixed ?? null,
    files,
    suggestions: await hooks.suggestions(services),
  };
}

/** A post to an item's editor: the role table's check of its intent, then the shared editor action. */
export async function kindEditorAction({ request, context }: Args, kind: KindConsole, asked: string | null) {
  const { content, services, hooks } = kind;
  const posted = await requireStaffIntent(
    request,
    context,
    kind.roles.actions[editorPath(kind, asked)] ?? {},
  );
  const key = await itemKey(kind, asked);
  const fields = await hooks.fields(services, key);
  const refusal =
    key && posted.intent === "unpublish" ? await hooks.refuseUnpublish?.(key, services) : undefined;
  if (refusal) {
    const version = Number(posted.form.get("version")) || 0;
    return data<EditorActionData>(
      { values: editorValues(fields, posted.form), version, errors: {}, message: refusal },
      { status: 409 },
    );
  }
  return contentEditorAction({
    request,
    contentEditing: services.contentEditing,
    kind: content,
    key,
    posted,
    address: clientAddress(context),
    fields,
    validate: (values) => hooks.validate(values, { services, key, fields }),
    itemPath: hooks.itemPath,
  });
}
