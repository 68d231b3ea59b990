import { PRODUCTS_LIST_PATH } from "#shared/content-editing/console-paths.ts";
import { type EditorField, type EditorValues, editorFieldId } from "#shared/content-editing/editor-fields.ts";
import { certificationReferenceField, productEditorFields } from "#shared/content-editing/product-form.ts";
import { ContentEditorShell } from "../../staff/content-editor-shell.tsx";
import { EditorFields } from "../../staff/editor-fields.tsx";
import { FieldError } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import type { Route } from "./+types/product-editor.ts";

export { action, loader } from "./product-editor.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.editing ? `Edit: ${loaderData.editing.entry.title}` : "New product");

/** Each certification's tick with its optional reference beside it. */
function CertificationFields(props: {
  field: Extract<EditorField, { options: unknown }>;
  values: EditorValues;
  error: string | undefined;
}) {
  const { field, values, error } = props;
  const ticked = values[field.name];
  return (
    <fieldset
      id={editorFieldId(field.name)}
      tabIndex={-1}
      className="staff-certifications"
      aria-describedby={error ? `${field.name}-error` : undefined}
    >
      <legend>{field.label}</legend>
      {field.options.map((option) => (
        <div key={option.value} className="staff-certification">
          <label className="staff-check">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={Array.isArray(ticked) && ticked.includes(option.value)}
            />
            {option.label}
          </label>
          <label>
            <span className="staff-hint">Certificate reference (optional)</span>
            <input
              name={certificationReferenceField(option.value)}
              defaultValue={String(values[certificationReferenceField(option.value)] ?? "")}
            />
          </label>
        </div>
      ))}
      <FieldError id={`${field.name}-error`} message={error} />
    </fieldset>
  );
}

/** One product's editor: every field the product page, the finder and the datasheet show. */
export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, categories } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const fields = productEditorFields(categories);
  const certifications = fields.find((field) => field.name === "certifications");
  const before = fields.slice(0, fields.indexOf(certifications as (typeof fields)[number]));
  const active = fields.filter((field) => field.name === "active");
  return (
    <ContentEditorShell
      back={{ to: PRODUCTS_LIST_PATH, label: "All products" }}
      newTitle="New product"
      formLabel="Product"
      editing={editing}
      posted={actionData}
    >
      <EditorFields fields={before} values={values} errors={errors} />
      {certifications && "options" in certifications ? (
        <CertificationFields field={certifications} values={values} error={errors.certifications} />
      ) : null}
      <EditorFields fields={active} values={values} errors={errors} />
    </ContentEditorShell>
  );
}
