import { PAGES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { PAGE_EDITOR_FIELDS } from "#shared/content-editing/page-form.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { UploadForms } from "../../staff/file-field.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/page-editor.ts";

export { action, loader } from "./page-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Edit: ${loaderData.editing.entry.title}` : "Company page");

/** One company page's editor: every block, picture, video and document of the page (spec 2.7). */
export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, values, fixed, files } = loaderData;
  return (
    <>
      <ContentEditorShell
        back={{ to: PAGES_LIST_PATH, label: "All company pages" }}
        newTitle="Company page"
        formLabel="Company page"
        editing={editing}
        posted={actionData}
        fixed={fixed}
      >
        <EditorFields
          fields={PAGE_EDITOR_FIELDS}
          values={actionData?.values ?? values}
          errors={actionData?.errors ?? {}}
          files={files}
        />
      </ContentEditorShell>
      <UploadForms fields={PAGE_EDITOR_FIELDS} />
    </>
  );
}
