import type { FieldDefinition } from "../../../shared/enquiries/forms.ts";
import type { ProductFamilyChoice } from "../../enquiries/page-data.ts";
import { useProducts } from "../../enquiries/use-products.ts";
import { controlProps } from "./field-shell.tsx";

type Props = {
  field: FieldDefinition;
  formId: string;
  error: string | undefined;
  defaultValue: string;
  /** The family chosen beside this select ('' for none). */
  familyId: string;
  families: ProductFamilyChoice[];
  /** False until the page's script runs: then every family's products are offered, grouped. */
  interactive: boolean;
};

/**
 * The products of the chosen family (the spec fetched them but never showed them). Without
 * JavaScript the family choice cannot reload the list, so it offers all products by family.
 */
export function ProductSelect({
  field,
  formId,
  error,
  defaultValue,
  familyId,
  families,
  interactive,
}: Props) {
  const list = useProducts(interactive ? familyId : "");
  const props = { ...controlProps(formId, field, error), defaultValue };
  if (!interactive) {
    return (
      <select {...props}>
        <option value="">Select product</option>
        {families
          .filter((family) => family.products.length > 0)
          .map((family) => (
            <optgroup key={family.id} label={family.name}>
              {family.products.map((product) => (
                <option key={product} value={product}>
                  {product}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    );
  }
  const placeholder = !familyId
    ? "Choose a product family first"
    : list.state === "loading"
      ? "Loading products…"
      : list.state === "failed"
        ? "Products could not be loaded"
        : list.products.length === 0
          ? "No products in this family yet"
          : "Select product";
  return (
    <select
      {...props}
      // A new list needs a fresh select so the previous family's choice does not linger.
      key={`${familyId}-${list.state}`}
      disabled={list.products.length === 0}
      aria-busy={list.state === "loading" || undefined}
    >
      <option value="">{placeholder}</option>
      {list.products.map((product) => (
        <option key={product} value={product}>
          {product}
        </option>
      ))}
    </select>
  );
}
