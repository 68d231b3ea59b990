import { data, type RouterContextProvider } from "react-router";
import type { AnyContentKind, EditableRecord } from "#server/content-editing/content-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import type { RECIPIENTS_PATH, SITE_PATH } from "#shared/content-editing/console-paths.ts";
import type { EditorField, EditorValues } from "#shared/content-editing/editor-fields.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { contentEditorAction, type FieldErrors, loadEditorEntry } from "./content-editor.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The loader and action of a kind with one record, edited at its own console address (the company
 * identity, the enquiry recipients): the shared editor with the record's values, never taken down.
 */
export function singleRecordEditor(options: {
  kind: AnyContentKind;
  key: string;
  path: typeof SITE_PATH | typeof RECIPIENTS_PATH;
  fields: readonly EditorField[];
  /** The notice after a publish: where the change shows. */
  published: string;
  values: (record: EditableRecord) => EditorValues;
  validate: (values: EditorValues) => { fields: object } | { errors: FieldErrors };
}) {
  const { kind, key, path } = options;
  return {
    async loader({ request, context }: Args) {
      await requireStaff(request, context, STAFF_PAGES[path]);
      const { contentEditing } = context.get(servicesContext);
      const editing = await loadEditorEntry(contentEditing, kind, key, request, options.published);
      if (!editing) throw data(`${kind.label}: not loaded from the content files yet.`, { status: 404 });
      return { editing, values: options.values(editing.working), fixed: kind.fixed };
    },
    async action({ request, context }: Args) {
      return contentEditorAction({
        request,
        contentEditing: context.get(servicesContext).contentEditing,
        kind,
        key,
        posted: await requireStaffForm(request, context, path),
        address: clientAddress(context),
        fields: options.fields,
        validate: async (values) => options.validate(values),
        itemPath: () => path,
      });
    },
  };
}
