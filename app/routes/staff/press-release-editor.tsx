import { PRESS_RELEASES_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { PRESS_RELEASE_EDITOR_FIELDS } from "#shared/content-editing/press-release-form.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { UploadForms } from "../../staff/file-field.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/press-release-editor.ts";

export { action, loader } from "./press-release-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.editing ? `Edit: ${loaderData.editing.entry.title}` : "New press release");

/** One press release's editor: its title, date and PDF as the press-release list shows them. */
export default function PressReleaseEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, values, files } = loaderData;
  return (
    <>
      <ContentEditorShell
        back={{ to: PRESS_RELEASES_LIST_PATH, label: "All press releases" }}
        newTitle="New press release"
        formLabel="Press release"
        editing={editing}
        posted={actionData}
      >
        <EditorFields
          fields={PRESS_RELEASE_EDITOR_FIELDS}
          values={actionData?.values ?? values}
          errors={actionData?.errors ?? {}}
          files={files}
        />
      </ContentEditorShell>
      <UploadForms fields={PRESS_RELEASE_EDITOR_FIELDS} />
    </>
  );
}
