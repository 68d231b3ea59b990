import type { FieldDefinition } from "#shared/enquiries/forms.ts";
import { optionLabel } from "#shared/enquiries/option-labels.ts";
import { ENQUIRY_OPTIONS } from "#shared/enquiries/options.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { controlProps } from "./field-shell.tsx";

type Props = {
  field: FieldDefinition;
  formId: string;
  error: string | undefined;
  defaultValue: string;
  /** The country select's choices, named and ordered by the server (decision 119). */
  countries?: readonly { value: string; label: string }[];
};

const INPUT_TYPES = { text: "text", email: "email", tel: "tel" } as const;

/** The input, text area or select of one field, by its kind. */
export function EnquiryControl({ field, formId, error, defaultValue, countries = [] }: Props) {
  const common = { ...controlProps(formId, field, error), defaultValue, autoComplete: field.autoComplete };
  if (field.kind === "textarea") return <textarea {...common} rows={6} maxLength={field.maxLength} />;
  if (field.kind === "select" || field.kind === "family" || field.kind === "country") {
    const options =
      field.kind === "family"
        ? ENQUIRY_OPTIONS.productFamilies.map((family) => ({ value: String(family.id), label: family.name }))
        : field.kind === "country"
          ? countries
          : (field.options ?? []).map((option) => ({ value: option, label: optionLabel(option) }));
    // English names the field in lower case ('Select location'); the other languages' texts name none.
    const name = field.kind === "family" ? m.form_label_product_family() : field.text();
    return (
      <select {...common}>
        <option value="">{m.form_select_placeholder({ name: name.toLowerCase() })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const type = field.kind === "product" || field.kind === "product-list" ? "text" : INPUT_TYPES[field.kind];
  return <input {...common} type={type} maxLength={field.maxLength} />;
}
