import { type Ref, useId } from "react";
import { type FieldDefinition, type FieldErrors, summaryLine } from "#shared/enquiries/forms.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { fieldId } from "./field-shell.tsx";

type Props = {
  fields: FieldDefinition[];
  errors: FieldErrors;
  formId: string;
  ref: Ref<HTMLDivElement>;
};

/** The list of problems after a failed submit, in field order; each entry leads to its field. */
export function ErrorSummary({ fields, errors, formId, ref }: Props) {
  const headingId = useId();
  const entries = fields.filter((field) => errors[field.name]);
  return (
    <div className="error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1} ref={ref}>
      <h2 id={headingId}>{m.form_summary_heading()}</h2>
      <ul>
        {entries.map((field) => (
          <li key={field.name}>
            <a href={`#${fieldId(formId, field.name)}`}>{summaryLine(field, errors[field.name] ?? "")}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
