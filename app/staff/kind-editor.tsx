import { type ComponentProps, Fragment } from "react";
import type { ConsoleKindView, KindGroup } from "#shared/content-editing/console-kind.ts";
import type { EditorValues } from "#shared/content-editing/editor-fields.ts";
import { CertificationFields } from "./certification-fields.tsx";
import { ContentEditorShell } from "./content-editor-shell.tsx";
import { EditorFields } from "./editor-fields.tsx";
import type { UploadChoice } from "./file-field.tsx";
import { UploadForms } from "./file-field.tsx";

type ShellProps = ComponentProps<typeof ContentEditorShell>;

/** What the generic editor's loader sends (app/staff/kind-editor.server.ts). */
export type KindEditorData = {
  kind: ConsoleKindView;
  editing: ShellProps["editing"];
  values: EditorValues;
  groups: KindGroup[];
  back: ShellProps["back"];
  fixed: string | null;
  files: UploadChoice[];
  suggestions: { [list: string]: string[] };
};

/** "New news item": a new item's heading, whatever its list's button says ("Add a board member"). */
const newItemTitle = (kind: ConsoleKindView) => `New ${kind.label.toLowerCase()}`;

/** The page title of an item's editor. */
export function kindEditorTitle(data: KindEditorData | undefined): string {
  if (!data) return "Edit";
  if (data.editing) return data.kind.single ? data.kind.title : `Edit: ${data.editing.entry.title}`;
  return newItemTitle(data.kind);
}

/**
 * Any kind's editor (decision 104): its fields in the description's groups (a list's items each in
 * its own numbered fieldset), the datalists they suggest from, then Save draft, Preview, Publish.
 */
export function KindEditor({ data, posted }: { data: KindEditorData; posted: ShellProps["posted"] }) {
  const { kind, editing, groups, files, suggestions } = data;
  const values = posted?.values ?? data.values;
  const errors = posted?.errors ?? {};
  const drawn = groups.flatMap((group) => group.fields);
  return (
    <>
      <ContentEditorShell
        back={data.back}
        newTitle={newItemTitle(kind)}
        formLabel={kind.label}
        editing={editing}
        posted={posted}
        fixed={data.fixed ?? undefined}
      >
        {kind.intro && kind.single ? <p>{kind.intro}</p> : null}
        {groups.map((group, index) => {
          const key = group.legend ?? `group-${index}`;
          if (group.widget === "certifications") {
            const [field] = group.fields;
            return field ? (
              <CertificationFields key={key} field={field} values={values} error={errors[field.name]} />
            ) : null;
          }
          const controls = (
            <EditorFields key="fields" fields={group.fields} values={values} errors={errors} files={files} />
          );
          return group.legend ? (
            <fieldset key={key} className="staff-group">
              <legend>{group.legend}</legend>
              {controls}
            </fieldset>
          ) : (
            <Fragment key={key}>{controls}</Fragment>
          );
        })}
        {Object.entries(suggestions).map(([id, options]) => (
          <datalist key={id} id={id}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        ))}
      </ContentEditorShell>
      <UploadForms fields={drawn} />
    </>
  );
}
