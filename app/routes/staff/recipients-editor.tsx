import { RECIPIENT_EDITOR_FIELDS } from "#shared/content-editing/site-form.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/recipients-editor.ts";

export { action, loader } from "./recipients-editor.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Enquiry recipients");

/** Where each form's enquiries are mailed (admins only, decision 075). */
export default function RecipientsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, values, fixed } = loaderData;
  return (
    <ContentEditorShell
      back={{ to: STAFF_PATH, label: "Overview" }}
      newTitle="Enquiry recipients"
      formLabel="Enquiry recipients"
      editing={editing}
      posted={actionData}
      fixed={fixed}
    >
      <p>Each form's enquiries are mailed to the address given for it, from the next enquiry on.</p>
      <EditorFields
        fields={RECIPIENT_EDITOR_FIELDS}
        values={actionData?.values ?? values}
        errors={actionData?.errors ?? {}}
      />
    </ContentEditorShell>
  );
}
