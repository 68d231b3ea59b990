import type { ReactNode } from "react";
import type { FieldDefinition } from "#shared/enquiries/forms.ts";

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
export const errorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** What every control of a field carries: its id, name, and its error tied to it for screen readers. */
export function controlProps(formId: string, field: FieldDefinition, error: string | undefined) {
  return {
    id: fieldId(formId, field.name),
    name: field.name,
    "aria-required": field.required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(formId, field.name) : undefined,
  };
}

type Props = {
  field: FieldDefinition;
  formId: string;
  error: string | undefined;
  /** Marked required: the 'other' field is, whenever it is shown. */
  required: boolean;
  wide: boolean;
  hidden?: boolean;
  children: ReactNode;
};

/** Label, control and the field's message (shown only after a failed submit). */
export function FieldShell({ field, formId, error, required, wide, hidden, children }: Props) {
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`} hidden={hidden}>
      <label htmlFor={fieldId(formId, field.name)}>
        {field.text()}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="field-error" id={errorId(formId, field.name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
