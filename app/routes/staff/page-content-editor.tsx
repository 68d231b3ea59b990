import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/page-content-editor.ts";

export { action, loader } from "./page-content-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Edit: ${loaderData.editing.entry.title}` : "Edit");

/**
 * An industry's, case study's, industry page's or the home page's editor: its fields in groups (a
 * list's items each in its own numbered group), then Save draft, Preview and Publish.
 */
export default function PageContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, back, label, groups, suggestions } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <ContentEditorShell
      back={back ?? { to: "/staff", label: "Overview" }}
      newTitle={label}
      formLabel={label}
      editing={editing}
      posted={actionData}
    >
      {groups.map((group) =>
        group.legend ? (
          <fieldset key={group.legend} className="staff-group">
            <legend>{group.legend}</legend>
            <EditorFields fields={group.fields} values={values} errors={errors} />
          </fieldset>
        ) : (
          <EditorFields key="fields" fields={group.fields} values={values} errors={errors} />
        ),
      )}
      {Object.entries(suggestions).map(([id, options]) => (
        <datalist key={id} id={id}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ))}
    </ContentEditorShell>
  );
}
