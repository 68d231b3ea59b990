import { z } from "zod";
import { type EnquiryRecipients, SiteIdentity } from "../site/site-schema.ts";
import type { EditorField, EditorValues } from "./editor-fields.ts";

/** The company identity's parts, as the revision history names them. */
export const SITE_FIELD_LABELS = {
  company: "Company",
  address: "Address",
  phone: "Phone",
  email: "E-mail addresses",
  social: "Social links",
  parentCompanies: "Parent companies",
  sisterCompany: "Sister company",
  copyrightYear: "Copyright year",
  map: "Map position",
} as const;
export type SiteField = keyof typeof SITE_FIELD_LABELS;

/** Each form's recipient, named as the public site names the form. */
export const ENQUIRY_RECIPIENT_LABELS = {
  contact: "Contact us",
  sales: "Sales enquiry",
  sample: "Request a sample",
  product: "Product enquiry",
  expert: "Talk to an expert (when no specialist covers the enquiry)",
} as const satisfies Record<keyof EnquiryRecipients, string>;

/**
 * The identity editor's fields, labelled as the footer, contact page and header show them, each
 * with where its value sits in the site file's record (an error there is shown beside it).
 */
const SITE_INPUTS = [
  { name: "name", label: "Company name", path: ["company", "name"], type: "text" },
  { name: "legalName", label: "Legal name", path: ["company", "legalName"], type: "text" },
  { name: "registeredNumber", label: "Company number", path: ["company", "registeredNumber"], type: "text" },
  { name: "vatNumber", label: "VAT number", path: ["company", "vatNumber"], type: "text" },
  { name: "founded", label: "Founded", path: ["company", "founded"], type: "number" },
  { name: "tagline", label: "Tagline", path: ["company", "tagline"], type: "text" },
  {
    name: "addressLines",
    label: "Address",
    path: ["address", "lines"],
    type: "textarea",
    hint: "One line each; the town, county and postcode follow.",
  },
  { name: "town", label: "Town", path: ["address", "town"], type: "text" },
  { name: "county", label: "County", path: ["address", "county"], type: "text" },
  { name: "postcode", label: "Postcode", path: ["address", "postcode"], type: "text" },
  { name: "country", label: "Country", path: ["address", "country"], type: "text" },
  {
    name: "phoneDisplay",
    label: "Phone",
    path: ["phone", "display"],
    type: "text",
    hint: "As the pages show it, e.g. +44 (0)1632 960 418; phone links dial this number.",
  },
  { name: "emailGeneral", label: "E-mail", path: ["email", "general"], type: "email" },
  { name: "emailSales", label: "Sales e-mail", path: ["email", "sales"], type: "email" },
  { name: "emailCareers", label: "Careers e-mail", path: ["email", "careers"], type: "email" },
  { name: "emailPrivacy", label: "Privacy e-mail", path: ["email", "privacy"], type: "email" },
  {
    name: "social",
    label: "Social links",
    path: ["social"],
    type: "textarea",
    hint: "One a line: Name | https://…",
  },
  {
    name: "parentCompanies",
    label: "Parent companies",
    path: ["parentCompanies"],
    type: "textarea",
    hint: "One a line: Name | https://…",
  },
  { name: "sisterName", label: "Sister company", path: ["sisterCompany", "name"], type: "text" },
  { name: "sisterUrl", label: "Sister company's website", path: ["sisterCompany", "url"], type: "url" },
  { name: "copyrightYear", label: "Copyright year", path: ["copyrightYear"], type: "number" },
  { name: "latitude", label: "Map latitude", path: ["map", "latitude"], type: "text" },
  { name: "longitude", label: "Map longitude", path: ["map", "longitude"], type: "text" },
] as const satisfies readonly (EditorField & { path: readonly string[] })[];
type SiteInput = (typeof SITE_INPUTS)[number]["name"];

export const SITE_EDITOR_FIELDS: readonly EditorField[] = SITE_INPUTS.map(({ path: _, ...field }) => field);

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const linkLines = (list: readonly { name: string; url: string }[]) =>
  list.map((link) => `${link.name} | ${link.url}`).join("\n");

const links = (value: string) =>
  lines(value).map((line) => {
    const [name = "", url = ""] = line.split("|").map((part) => part.trim());
    return { name, url };
  });

/** Where a number typed in a box is not one, zod's message names the box rather than NaN. */
const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The identity record as the editor's fields. */
export function siteEditorValues(site: SiteIdentity): EditorValues {
  const value = (input: (typeof SITE_INPUTS)[number]): string => {
    if (input.name === "addressLines") return site.address.lines.join("\n");
    if (input.name === "social") return linkLines(site.social);
    if (input.name === "parentCompanies") return linkLines(site.parentCompanies);
    const found = input.path.reduce<unknown>(
      (at, key) => (at as { [key: string]: unknown } | undefined)?.[key],
      site,
    );
    return found === undefined || found === null ? "" : String(found);
  };
  return Object.fromEntries(SITE_INPUTS.map((input) => [input.name, value(input)]));
}

/**
 * The identity editor's posted fields turned into the site file's record and checked by its schema
 * (every e-mail address by zod); an error is reported on the field its value came from.
 */
export function parseSiteForm(
  values: EditorValues,
): { ok: true; site: SiteIdentity } | { ok: false; errors: { [field: string]: string } } {
  const text = (name: SiteInput) => String(values[name] ?? "").trim();
  const parsed = SiteIdentity.safeParse({
    company: {
      name: text("name"),
      legalName: text("legalName"),
      registeredNumber: text("registeredNumber"),
      vatNumber: text("vatNumber"),
      founded: number(text("founded")),
      tagline: text("tagline"),
    },
    address: {
      lines: lines(text("addressLines")),
      town: text("town"),
      county: text("county"),
      postcode: text("postcode"),
      country: text("country"),
    },
    phone: { display: text("phoneDisplay") },
    email: {
      general: text("emailGeneral"),
      sales: text("emailSales"),
      careers: text("emailCareers"),
      privacy: text("emailPrivacy"),
    },
    social: links(text("social")),
    parentCompanies: links(text("parentCompanies")),
    sisterCompany: { name: text("sisterName"), url: text("sisterUrl") },
    copyrightYear: number(text("copyrightYear")),
    map: { latitude: number(text("latitude")), longitude: number(text("longitude")) },
  });
  if (parsed.success) return { ok: true, site: parsed.data };
  const errors: { [field: string]: string } = {};
  for (const issue of parsed.error.issues) {
    const input = SITE_INPUTS.find((candidate) => candidate.path.every((key, at) => issue.path[at] === key));
    if (input) errors[input.name] ??= `${input.label}: ${issue.message}`;
  }
  return { ok: false, errors };
}

/** The recipients editor's fields: one checked e-mail address per form. */
export const RECIPIENT_EDITOR_FIELDS: readonly EditorField[] = (
  Object.keys(ENQUIRY_RECIPIENT_LABELS) as (keyof EnquiryRecipients)[]
).map((name) => ({ name, label: ENQUIRY_RECIPIENT_LABELS[name], type: "email" }));

const recipient = (form: keyof EnquiryRecipients) =>
  z
    .string()
    .trim()
    .pipe(z.email(`Give the ${ENQUIRY_RECIPIENT_LABELS[form]} form's recipient as an e-mail address.`));

export const RecipientsFormSchema = z.object({
  contact: recipient("contact"),
  sales: recipient("sales"),
  sample: recipient("sample"),
  product: recipient("product"),
  expert: recipient("expert"),
});
