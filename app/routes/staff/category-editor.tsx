import { categoryEditorFields } from "#shared/content-editing/category-form.ts";
import { CATEGORIES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { UploadForms } from "../../staff/file-field.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/category-editor.ts";

export { action, loader } from "./category-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.editing ? `Edit: ${loaderData.editing.entry.title}` : "New category");

/** One category's editor: its name, group, description, menu label, order, image and short name. */
export default function CategoryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, values, groups, files } = loaderData;
  const fields = categoryEditorFields(groups);
  return (
    <>
      <ContentEditorShell
        back={{ to: CATEGORIES_LIST_PATH, label: "All categories" }}
        newTitle="New category"
        formLabel="Category"
        editing={editing}
        posted={actionData}
      >
        <EditorFields
          fields={fields}
          values={actionData?.values ?? values}
          errors={actionData?.errors ?? {}}
          files={files}
        />
      </ContentEditorShell>
      <UploadForms fields={fields} />
    </>
  );
}
