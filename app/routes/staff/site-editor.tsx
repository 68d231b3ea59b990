import { SITE_EDITOR_FIELDS } from "#shared/content-editing/site-form.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/site-editor.ts";

export { action, loader } from "./site-editor.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Company identity");

/** The company identity every page shows: name, address, phone, e-mail addresses and links. */
export default function SiteEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, values, fixed } = loaderData;
  return (
    <ContentEditorShell
      back={{ to: STAFF_PATH, label: "Overview" }}
      newTitle="Company identity"
      formLabel="Company identity"
      editing={editing}
      posted={actionData}
      fixed={fixed}
    >
      <EditorFields
        fields={SITE_EDITOR_FIELDS}
        values={actionData?.values ?? values}
        errors={actionData?.errors ?? {}}
      />
    </ContentEditorShell>
  );
}
