import { type EditorField, type EditorValues, editorFieldId } from "#shared/content-editing/editor-fields.ts";
import { certificationReferenceField } from "#shared/content-editing/product-form.ts";
import { FieldError } from "./staff-form.tsx";

/** A product's certifications: each one's tick with its optional reference beside it. */
export function CertificationFields(props: {
  field: EditorField;
  values: EditorValues;
  error: string | undefined;
}) {
  const { field, values, error } = props;
  if (!("options" in field)) return null;
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
