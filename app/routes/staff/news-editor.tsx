import { NEWS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import { NEWS_EDITOR_FIELDS } from "#shared/content-editing/news-form.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { UploadForms } from "../../staff/file-field.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/news-editor.ts";

export { action, loader } from "./news-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.editing ? `Edit: ${loaderData.editing.entry.title}` : "New news item");

/** One news item's editor: its fields as the news page labels them, then Save draft, Preview, Publish. */
export default function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, files } = loaderData;
  return (
    <>
      <ContentEditorShell
        back={{ to: NEWS_LIST_PATH, label: "All news" }}
        newTitle="New news item"
        formLabel="News item"
        editing={editing}
        posted={actionData}
      >
        <EditorFields
          fields={NEWS_EDITOR_FIELDS}
          values={actionData?.values ?? recordEditorValues(NEWS_EDITOR_FIELDS, editing?.working ?? {})}
          errors={actionData?.errors ?? {}}
          files={files}
        />
      </ContentEditorShell>
      <UploadForms fields={NEWS_EDITOR_FIELDS} />
    </>
  );
}
