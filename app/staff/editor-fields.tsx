import {
  type EditorField,
  type EditorValue,
  type EditorValues,
  editorFieldId,
} from "#shared/content-editing/editor-fields.ts";
import { useEditorToday } from "./editor-start.ts";
import { FileField, type UploadChoice } from "./file-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";
import { FieldError } from "./staff-form.tsx";

type Props = {
  fields: readonly EditorField[];
  values: EditorValues;
  errors: { readonly [name: string]: string | undefined };
  /** The uploads a file field may pick (uploadChoices). */
  files?: readonly UploadChoice[];
};

const TEXTAREA_ROWS = 6;

/** A kind's editor fields drawn from their descriptors, each with its hint and its error tied to it. */
export function EditorFields({ fields, values, errors, files = [] }: Props) {
  return fields.map((field) =>
    field.type === "file" ? (
      <FileField
        key={field.name}
        field={field}
        value={String(values[field.name] ?? "")}
        error={errors[field.name]}
        choices={files}
      />
    ) : (
      <EditorFieldControl
        key={field.name}
        field={field}
        value={values[field.name]}
        error={errors[field.name]}
      />
    ),
  );
}

function EditorFieldControl(props: {
  field: Exclude<EditorField, { type: "file" }>;
  value: EditorValue | undefined;
  error: string | undefined;
}) {
  const { field, value, error } = props;
  const today = useEditorToday();
  const id = editorFieldId(field.name);
  const errorId = `${field.name}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const text = typeof value === "string" ? value : "";
  const hint = field.hint ? <span className="staff-hint">{field.hint}</span> : null;
  const message = <FieldError id={errorId} message={error} />;
  switch (field.type) {
    case "rich":
      return (
        <div className="staff-field">
          <label htmlFor={id} id={`${field.name}-label`}>
            {field.label}
          </label>
          {hint}
          <RichTextField
            id={id}
            name={field.name}
            labelId={`${field.name}-label`}
            defaultValue={text}
            describedBy={describedBy}
          />
          {message}
        </div>
      );
    case "checkboxes":
      return (
        <fieldset
          key={field.name}
          id={id}
          tabIndex={-1}
          className="staff-choices"
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          <legend>{field.label}</legend>
          {hint}
          {field.options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                defaultChecked={Array.isArray(value) && value.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
          {message}
        </fieldset>
      );
    case "checkbox":
      return (
        <label className="staff-check">
          <input id={id} type="checkbox" name={field.name} defaultChecked={value === true} />
          {field.label}
          {hint}
        </label>
      );
    case "select":
      return (
        <label>
          {field.label}
          {hint}
          <select
            id={id}
            name={field.name}
            defaultValue={text}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            {field.placeholder ? <option value="">{field.placeholder}</option> : null}
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {message}
        </label>
      );
    case "textarea":
      return (
        <label>
          {field.label}
          {hint}
          <textarea
            id={id}
            name={field.name}
            rows={TEXTAREA_ROWS}
            defaultValue={text}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {message}
        </label>
      );
    case "date":
      return (
        <label>
          {field.label}
          {hint}
          <input
            id={id}
            name={field.name}
            type="date"
            defaultValue={text || (today ?? "")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {message}
        </label>
      );
    default:
      return (
        <label>
          {field.label}
          {hint}
          <input
            id={id}
            name={field.name}
            type={field.type}
            list={"suggestions" in field ? field.suggestions : undefined}
            data-follows={"follows" in field ? field.follows : undefined}
            defaultValue={text}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {message}
        </label>
      );
  }
}
