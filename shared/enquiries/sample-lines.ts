import { PRODUCT_SLUG } from "../catalogue/compare-list.ts";
import { m } from "../i18n/paraglide/messages.js";
import type { FieldDefinition } from "./forms.ts";
import { BASKET_MAX } from "./sample-basket.ts";

/**
 * The products of a sample request from the basket: per product its slug, a quantity and the
 * intended use, posted as flat fields (`sample1`, `quantity1`, `use1`, … up to five) so the JSON
 * API, the no-JavaScript post and the browser's check read the same body.
 */
/** `position`: the line's number in the form (1 to 5), which its fields and messages carry. */
export type SampleLine = { position: number; slug: string; quantity: string; use: string };

const SAMPLE_QUANTITIES = ["100 g", "250 g", "500 g", "1 kg", "5 kg"] as const;
const SAMPLE_USE_MAX_LENGTH = 300;

export const sampleField = (position: number) => `sample${position}`;
const quantityField = (position: number) => `quantity${position}`;
const intendedUseField = (position: number) => `use${position}`;

const SAMPLE_POSITIONS = Array.from({ length: BASKET_MAX }, (_, index) => index + 1);

/**
 * A line's messages in the page's language; the summary names the line by its number, the form by
 * its product.
 */
export function sampleLineMessages(position: number) {
  const use = m.form_label_sample_n_use({ n: position });
  return {
    unknown: m.form_sample_unknown({ n: position }),
    repeated: m.form_sample_repeated({ n: position }),
    quantity: m.form_required({ name: m.form_label_sample_n_quantity({ n: position }) }),
    quantityOption: m.form_sample_quantity_option({ n: position }),
    use: m.form_required({ name: use }),
    useLength: m.form_max_length({ name: use, max: SAMPLE_USE_MAX_LENGTH }),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The lines of a body: every position with a product, checked; errors are keyed by field name. */
export function readSampleLines(body: Record<string, unknown>): {
  lines: SampleLine[];
  errors: Record<string, string>;
} {
  const lines: SampleLine[] = [];
  const errors: Record<string, string> = {};
  for (const position of SAMPLE_POSITIONS) {
    const slug = text(body[sampleField(position)]);
    if (slug === "") continue;
    const quantity = text(body[quantityField(position)]);
    const use = text(body[intendedUseField(position)]);
    const messages = sampleLineMessages(position);
    if (!PRODUCT_SLUG.test(slug)) errors[sampleField(position)] = messages.unknown;
    else if (lines.some((line) => line.slug === slug)) errors[sampleField(position)] = messages.repeated;
    if (quantity === "") errors[quantityField(position)] = messages.quantity;
    else if (!(SAMPLE_QUANTITIES as readonly string[]).includes(quantity)) {
      errors[quantityField(position)] = messages.quantityOption;
    }
    if (use === "") errors[intendedUseField(position)] = messages.use;
    else if (use.length > SAMPLE_USE_MAX_LENGTH) errors[intendedUseField(position)] = messages.useLength;
    lines.push({ position, slug, quantity, use });
  }
  return { lines, errors };
}

/** A line's fields as the error summary and the API contract name them. */
export function sampleLineFields(position: number): FieldDefinition[] {
  return [
    {
      name: sampleField(position),
      label: `Sample ${position}`,
      text: () => m.form_label_sample_n({ n: position }),
      kind: "text",
      maxLength: 100,
    },
    {
      name: quantityField(position),
      label: `Sample ${position} quantity`,
      text: () => m.form_label_sample_n_quantity({ n: position }),
      kind: "select",
      maxLength: 20,
      required: true,
      options: SAMPLE_QUANTITIES,
    },
    {
      name: intendedUseField(position),
      label: `Sample ${position} intended use`,
      text: () => m.form_label_sample_n_use({ n: position }),
      kind: "text",
      maxLength: SAMPLE_USE_MAX_LENGTH,
      required: true,
    },
  ];
}

export const SAMPLE_LINE_FIELDS = SAMPLE_POSITIONS.flatMap(sampleLineFields);
