import { type FieldDefinition, productListNames } from "#shared/enquiries/forms.ts";

type Props = { field: FieldDefinition; value: string; error: string | undefined };

/**
 * Products chosen on an earlier page (the expert's suggestions): sent as they stand in a hidden
 * field and listed so the visitor sees what the enquiry names.
 */
export function ProductListField({ field, value, error }: Props) {
  const names = productListNames(value);
  return (
    <div className="field field--wide">
      {names.length > 0 ? (
        <p className="enquiry-product-list">
          <span className="enquiry-product-list-label">{field.text()}:</span> {names.join(", ")}
        </p>
      ) : null}
      <input type="hidden" name={field.name} value={value} />
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
