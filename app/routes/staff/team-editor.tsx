import { recordEditorValues } from "#shared/content-editing/editor-fields.ts";
import { NEW_TEAM_MEMBER_FIELDS, TEAM_EDITOR_FIELDS } from "#shared/content-editing/team-form.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { UploadForms } from "../../staff/file-field.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { TEAMS } from "../company/teams.ts";
import type { Route } from "./+types/team-editor.ts";

export { action, loader } from "./team-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData?.editing
      ? `Edit: ${loaderData.editing.entry.title}`
      : `New ${TEAMS[loaderData?.team ?? "board-of-directors"].memberLabel.toLowerCase()}`,
  );

/** A board or corporate team member's editor: the profile's fields and the member's place in the list. */
export default function TeamEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { team, editing, files } = loaderData;
  const fields = editing ? TEAM_EDITOR_FIELDS : NEW_TEAM_MEMBER_FIELDS;
  const { title, memberLabel } = TEAMS[team];
  return (
    <>
      <ContentEditorShell
        back={{ to: `/staff/${team}`, label: title() }}
        newTitle={`New ${memberLabel.toLowerCase()}`}
        formLabel={memberLabel}
        editing={editing}
        posted={actionData}
      >
        <EditorFields
          fields={fields}
          values={actionData?.values ?? recordEditorValues(fields, editing?.working ?? {})}
          errors={actionData?.errors ?? {}}
          files={files}
        />
      </ContentEditorShell>
      <UploadForms fields={fields} />
    </>
  );
}
