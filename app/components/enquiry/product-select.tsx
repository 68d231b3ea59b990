import type { FieldDefinition } from "#shared/enquiries/forms.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
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
        <option value="">{m.form_select_product()}</option>
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
    ? m.form_family_first()
    : list.state === "loading"
      ? m.form_products_loading()
      : list.state === "failed"
        ? m.form_products_failed()
        : list.products.length === 0
          ? m.form_products_none()
          : m.form_select_product();
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
