import { Link } from "react-router";
import type { FieldErrors } from "#shared/enquiries/forms.ts";
import { BASKET_MAX } from "#shared/enquiries/sample-basket.ts";
import { sampleLineFields } from "#shared/enquiries/sample-lines.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { productHref } from "#shared/site/page-hrefs.ts";
import type { BasketProduct } from "../../enquiries/page-data.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { EnquiryControl } from "./enquiry-control.tsx";
import { errorId, FieldShell, fieldId } from "./field-shell.tsx";

/** The id of the form (outside the request form) that takes a product out of the basket. */
export const removeFormId = (slug: string) => `basket-remove-${slug}`;

type Props = {
  basket: BasketProduct[];
  formId: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

/**
 * The basket's products in the sample request (decision 052): per product a quantity and the
 * intended use, posted as `sample1`/`quantity1`/`use1` and so on, and a button that takes it out.
 */
export function SampleLines({ basket, formId, errors, values }: Props) {
  const localized = useLocalizedPath();
  return (
    <fieldset className="sample-lines">
      <legend>{m.form_samples_legend({ count: basket.length, max: BASKET_MAX })}</legend>
      <p className="field-hint">{m.form_samples_hint()}</p>
      <ol className="sample-line-list">
        {basket.map((product, index) => {
          const [sample, quantity, use] = sampleLineFields(index + 1);
          if (!sample || !quantity || !use) return null;
          const sampleError = errors[sample.name];
          return (
            <li key={product.slug} className="sample-line">
              <input
                type="hidden"
                id={fieldId(formId, sample.name)}
                name={sample.name}
                value={product.slug}
              />
              <p className="sample-line-name">
                <Link to={localized(productHref(product.slug))}>{product.name}</Link>{" "}
                <span className="muted">{product.categoryName}</span>
              </p>
              {sampleError ? (
                <p className="field-error" id={errorId(formId, sample.name)}>
                  {sampleError}
                </p>
              ) : null}
              <FieldShell
                field={{ ...quantity, text: () => m.form_label_quantity_of({ product: product.name }) }}
                formId={formId}
                error={errors[quantity.name]}
                required
                wide={false}
              >
                <EnquiryControl
                  field={quantity}
                  formId={formId}
                  error={errors[quantity.name]}
                  defaultValue={values[quantity.name] ?? ""}
                />
              </FieldShell>
              <FieldShell
                field={{ ...use, text: () => m.form_label_use_of({ product: product.name }) }}
                formId={formId}
                error={errors[use.name]}
                required
                wide={false}
              >
                <EnquiryControl
                  field={use}
                  formId={formId}
                  error={errors[use.name]}
                  defaultValue={values[use.name] ?? ""}
                />
              </FieldShell>
              <button
                type="submit"
                form={removeFormId(product.slug)}
                className="link-button sample-line-remove"
              >
                {m.form_sample_remove()}
                <span className="visually-hidden">
                  {" "}
                  {m.form_sample_remove_from({ product: product.name })}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
