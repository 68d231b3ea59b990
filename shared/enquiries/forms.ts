// The mini build of zod: the same checks in about a quarter of the browser bundle.
import * as z from "zod/mini";
import { EXPERT_MAX_PRODUCTS } from "../expert/matching.ts";
import { EXPERT_INDUSTRY_LABELS, EXPERT_PROBLEM_LABELS, EXPERT_PROCESS_LABELS } from "../expert/questions.ts";
import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import { COUNTRY_CODES } from "./countries.ts";
import { ENQUIRY_OPTIONS, OTHER_INDUSTRY, PRODUCT_FAMILY_IDS } from "./options.ts";
import { readSampleLines, type SampleLine } from "./sample-lines.ts";

export const ENQUIRY_TYPES = ["contact", "sales", "sample", "product", "expert"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** `product-list`: product names joined by PRODUCT_LIST_SEPARATOR, carried in a hidden field. */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "textarea"
  | "select"
  | "country"
  | "family"
  | "product"
  | "product-list";

export const PRODUCT_LIST_SEPARATOR = "; ";

/** The product names of a `product-list` field's value. */
export function productListNames(value: string): string[] {
  return value
    .split(PRODUCT_LIST_SEPARATOR.trim())
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * One field of a form: its label, the summary name of spec 5 and its rules. `label` names the field
 * in what the team reads (the notification mail, the lead inbox, the API contract), always in
 * English; `text` is the label the page shows, in the page's language (decision 064).
 */
export type FieldDefinition = {
  name: string;
  label: string;
  text: Message;
  /** Name used in the messages and the error summary ('<name> field is required') when it differs from the label. */
  summaryName?: Message;
  kind: FieldKind;
  maxLength: number;
  /** Required: its message is '<name> is required.' (spec 5), in the page's language. */
  required?: true;
  options?: readonly string[];
  autoComplete?: string;
  /** For product selects: the family field whose products they list. */
  familyField?: string;
  /** For product selects: the product as 'Choose a … from the list.' names it ('Product 1'). */
  choiceName?: Message;
  /** Shown (and required) only when the industry field is 'Others'. */
  otherOf?: string;
};

const NAME = 100;
const SHORT = 150;
const LONG = 5000;

const text = (
  name: string,
  label: string,
  labelText: Message,
  maxLength: number,
  required?: true,
  autoComplete?: string,
) =>
  ({
    name,
    label,
    text: labelText,
    kind: "text",
    maxLength,
    required,
    autoComplete,
  }) satisfies FieldDefinition;

const nameField = text("name", "Name", m.form_label_name, NAME, true, "name");
const companyField = text("company", "Company", m.form_label_company, SHORT, true, "organization");

const email: FieldDefinition = {
  name: "email",
  label: "Email",
  text: m.form_label_email,
  kind: "email",
  maxLength: 254,
  required: true,
  autoComplete: "email",
};

const phone = (label: string, labelText: Message): FieldDefinition => ({
  name: "phone",
  label,
  text: labelText,
  kind: "tel",
  maxLength: 40,
  required: true,
  autoComplete: "tel",
});

const message: FieldDefinition = {
  name: "message",
  label: "Message",
  text: m.form_label_message,
  kind: "textarea",
  maxLength: LONG,
  required: true,
};

const other = (industryField: string): FieldDefinition => ({
  name: "other",
  label: "Mention other industry",
  text: m.form_label_other_industry,
  summaryName: m.form_label_other,
  kind: "text",
  maxLength: NAME,
  required: true,
  otherOf: industryField,
});

/**
 * The visitor's country by ISO 3166 code (issue 32), optional, below the spec's location field,
 * which stays as the spec has it: the sales team routes and filters on it.
 */
const country: FieldDefinition = {
  name: "country",
  label: "Country or territory",
  text: m.form_label_country_or_territory,
  kind: "country",
  maxLength: 2,
  options: COUNTRY_CODES,
  autoComplete: "country",
};

const CONTACT_FIELDS: FieldDefinition[] = [
  nameField,
  email,
  phone("Phone", m.form_label_phone),
  companyField,
  country,
  {
    name: "request",
    label: "Request Type",
    text: m.form_label_request_type,
    kind: "select",
    maxLength: NAME,
    required: true,
    options: ENQUIRY_OPTIONS.requestTypes,
  },
  message,
];

/** Sales enquiry and sample request: one form (spec 2.10), plus the product select the spec left out. */
const SALES_FIELDS: FieldDefinition[] = [
  nameField,
  companyField,
  email,
  phone("Phone", m.form_label_phone),
  text("address", "Address Line 1", m.form_label_address_line1, 200, true, "address-line1"),
  text("address2", "Address Line 2", m.form_label_address_line2, 200, undefined, "address-line2"),
  text("city", "City", m.form_label_city, NAME, undefined, "address-level2"),
  text("postcode", "Postcode", m.form_label_postcode, 20, true, "postal-code"),
  {
    name: "location",
    label: "Location",
    text: m.form_label_location,
    kind: "select",
    maxLength: NAME,
    required: true,
    options: ENQUIRY_OPTIONS.locations,
  },
  country,
  {
    name: "industry",
    label: "Industry",
    text: m.form_label_industry,
    kind: "select",
    maxLength: NAME,
    required: true,
    options: ENQUIRY_OPTIONS.salesIndustries,
  },
  other("industry"),
  {
    name: "productfamily",
    label: "Product Family",
    text: m.form_label_product_family,
    kind: "family",
    maxLength: 10,
    required: true,
    options: PRODUCT_FAMILY_IDS,
  },
  {
    name: "product",
    label: "Product",
    text: m.form_label_product,
    choiceName: m.form_label_product,
    kind: "product",
    maxLength: SHORT,
    familyField: "productfamily",
  },
  message,
];

const productPair = (n: 1 | 2 | 3): FieldDefinition[] => [
  {
    name: `productfamily${n}`,
    label: `Product ${n} family`,
    text: () => m.form_label_product_n_family({ n }),
    kind: "family",
    maxLength: 10,
    required: n === 1 ? true : undefined,
    options: PRODUCT_FAMILY_IDS,
  },
  {
    name: `sampleproduct${n}`,
    label: `Select Product ${n}`,
    text: () => m.form_label_select_product_n({ n }),
    choiceName: () => m.form_label_product_n({ n }),
    kind: "product",
    maxLength: SHORT,
    required: n === 1 ? true : undefined,
    familyField: `productfamily${n}`,
  },
];

const PRODUCT_FIELDS: FieldDefinition[] = [
  { ...nameField, name: "fname" },
  companyField,
  email,
  phone("Phone Number", m.form_label_phone_number),
  // A single-line input may not take the multi-line "street-address" token (HTML autofill rules).
  text("paddress", "Address", m.form_label_address, 300, true, "address-line1"),
  {
    name: "selectcountry",
    label: "Country",
    text: m.form_label_country,
    kind: "select",
    maxLength: NAME,
    required: true,
    options: ENQUIRY_OPTIONS.locations,
  },
  country,
  ...productPair(1),
  ...productPair(2),
  ...productPair(3),
  {
    name: "request",
    label: "Industry",
    text: m.form_label_industry,
    kind: "select",
    maxLength: NAME,
    options: ENQUIRY_OPTIONS.productIndustries,
  },
  other("request"),
  message,
];

const select = (
  name: string,
  label: string,
  labelText: Message,
  options: readonly string[],
): FieldDefinition => ({
  name,
  label,
  text: labelText,
  kind: "select",
  maxLength: NAME,
  required: true,
  options,
});

/** Talk to an expert (decision 054): the three answers, the products suggested, and the region that routes it. */
const EXPERT_FIELDS: FieldDefinition[] = [
  nameField,
  companyField,
  email,
  phone("Phone", m.form_label_phone),
  select("location", "Location", m.form_label_location, ENQUIRY_OPTIONS.locations),
  country,
  select("industry", "Industry", m.form_label_industry, EXPERT_INDUSTRY_LABELS),
  select("process", "Process", m.form_label_process, EXPERT_PROCESS_LABELS),
  select("problem", "Problem", m.form_label_problem, EXPERT_PROBLEM_LABELS),
  { name: "products", label: "Products", text: m.form_label_products, kind: "product-list", maxLength: 400 },
  message,
];

export type FormDefinition = {
  type: EnquiryType;
  /** JSON endpoint under /api/ (spec 7). */
  endpoint: string;
  fields: FieldDefinition[];
  /** Takes the sample basket's product lines (shared/enquiries/sample-lines.ts). */
  sampleLines?: true;
};

export const ENQUIRY_FORMS: Record<EnquiryType, FormDefinition> = {
  contact: { type: "contact", endpoint: "contact-us", fields: CONTACT_FIELDS },
  sales: { type: "sales", endpoint: "order-online", fields: SALES_FIELDS },
  sample: { type: "sample", endpoint: "request-online", fields: SALES_FIELDS, sampleLines: true },
  product: { type: "product", endpoint: "product-enquiry", fields: PRODUCT_FIELDS },
  expert: { type: "expert", endpoint: "expert-enquiry", fields: EXPERT_FIELDS },
};

/** Form posts send strings; JSON clients may send numbers (a family id). Anything else counts as empty. */
const asText = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const EMAIL = z.email();

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The field's name in its messages, in the page's language. */
export const fieldName = (field: FieldDefinition) => (field.summaryName ?? field.text)();

/** The message of a required field left empty (spec 5: 'Name is required.'). */
const requiredMessage = (field: FieldDefinition) => m.form_required({ name: fieldName(field) });

/**
 * The messages are read when a schema is built, which `validateEnquiry` does per check: on the
 * server inside the request, so in its address's language; in the browser the build's language.
 */
function fieldSchema(field: FieldDefinition, optional: boolean) {
  const name = fieldName(field);
  const checks: z.core.$ZodCheck<string>[] = [
    z.trim(),
    z.maxLength(field.maxLength, m.form_max_length({ name, max: field.maxLength })),
  ];
  if (field.required && !field.otherOf && !optional) checks.push(z.minLength(1, requiredMessage(field)));
  if (field.kind === "email") {
    checks.push(
      z.refine<string>((value) => value === "" || EMAIL.safeParse(value).success, m.form_email_invalid()),
    );
  }
  if (field.kind === "product-list") {
    // No product's name holds a control character (and PostgreSQL refuses a NUL in a query).
    checks.push(
      z.refine<string>((value) => !CONTROL_CHARACTER.test(value), m.form_product_list_unknown({ name })),
    );
    checks.push(
      z.refine<string>(
        (value) => productListNames(value).length <= EXPERT_MAX_PRODUCTS,
        m.form_product_list_max({ name, max: EXPERT_MAX_PRODUCTS }),
      ),
    );
  }
  if (field.options) {
    const options = field.options;
    checks.push(
      z.refine<string>((value) => value === "" || options.includes(value), m.form_choose_from_list({ name })),
    );
  }
  return z.pipe(z.transform(asText), z.string().check(...checks));
}

const consentSchema = z.pipe(
  z.transform((value: unknown) => value === true || value === "true" || value === "on"),
  z.boolean(),
);

export type EnquiryFields = Record<string, string>;
export type EnquiryInput = {
  fields: EnquiryFields;
  marketingConsent: boolean;
  /** The sample basket's products, in the visitor's order; empty for every other request. */
  lines: SampleLine[];
};
export type FieldErrors = Record<string, string>;

/**
 * The one schema of a form, used by the page before sending and by the server on arrival.
 * Unknown keys are dropped; 'other' is required only while its industry is 'Others'. A sample
 * request that names its products (`withLines`) needs no product family: the products say it.
 */
function enquirySchema(type: EnquiryType, { withLines = false } = {}) {
  const fields = ENQUIRY_FORMS[type].fields;
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, fieldSchema(field, withLines && field.kind === "family")]),
  );
  return z.object({ ...shape, marketing: consentSchema }).check(
    z.superRefine((values: Record<string, unknown>, context) => {
      for (const field of fields) {
        if (field.otherOf && values[field.otherOf] === OTHER_INDUSTRY && values[field.name] === "") {
          context.addIssue({ code: "custom", path: [field.name], message: requiredMessage(field) });
        }
        // A product without its family cannot be read by the sales team.
        if (field.familyField && values[field.name] !== "" && values[field.familyField] === "") {
          const family = fields.find((candidate) => candidate.name === field.familyField);
          if (!family) continue;
          context.addIssue({
            code: "custom",
            path: [field.familyField],
            message: family.required
              ? requiredMessage(family)
              : m.form_family_for_product({ name: fieldName(family) }),
          });
        }
      }
    }),
  );
}

export type ValidationResult =
  | { success: true; data: EnquiryInput }
  | { success: false; errors: FieldErrors };

/** Validates a body (JSON object or form fields): the values to store, or one message per field. */
export function validateEnquiry(type: EnquiryType, body: unknown): ValidationResult {
  const sample =
    ENQUIRY_FORMS[type].sampleLines && body && typeof body === "object"
      ? readSampleLines(body as Record<string, unknown>)
      : { lines: [], errors: {} };
  const parsed = enquirySchema(type, { withLines: sample.lines.length > 0 }).safeParse(body ?? {});
  if (!parsed.success || Object.keys(sample.errors).length > 0) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
    return { success: false, errors: { ...errors, ...sample.errors } };
  }
  const { marketing, ...values } = parsed.data as Record<string, unknown>;
  const fields: EnquiryFields = {};
  for (const field of ENQUIRY_FORMS[type].fields) {
    // 'Other' is kept only while 'Others' is chosen (spec 4: any other choice clears it).
    const hidden = field.otherOf && values[field.otherOf] !== OTHER_INDUSTRY;
    fields[field.name] = hidden ? "" : String(values[field.name] ?? "");
  }
  return { success: true, data: { fields, marketingConsent: marketing === true, lines: sample.lines } };
}

/** The error summary line of spec 5: '<field> field is required', or the message itself for other rules. */
export function summaryLine(field: FieldDefinition, message: string): string {
  const required = field.required && requiredMessage(field) === message;
  return required ? m.form_summary_required({ name: fieldName(field) }) : message;
}
