import { z } from "zod";
import { EnquiryRecipients, SiteIdentity } from "../site/site-schema.ts";

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

/** The identity editor's inputs, labelled as the footer, contact page and header show them. */
export const SITE_INPUT_LABELS = {
  name: "Company name",
  legalName: "Legal name",
  registeredNumber: "Company number",
  vatNumber: "VAT number",
  founded: "Founded",
  tagline: "Tagline",
  addressLines: "Address lines (one a line)",
  town: "Town",
  county: "County",
  postcode: "Postcode",
  country: "Country",
  phoneDisplay: "Phone",
  phoneTel: "Phone for dialling (+44…)",
  emailGeneral: "E-mail",
  emailSales: "Sales e-mail",
  emailCareers: "Careers e-mail",
  emailPrivacy: "Privacy e-mail",
  social: "Social links (one a line: Name | https://…)",
  parentCompanies: "Parent companies (one a line: Name | https://…)",
  sisterName: "Sister company",
  sisterUrl: "Sister company's website",
  copyrightYear: "Copyright year",
  latitude: "Map latitude",
  longitude: "Map longitude",
} as const;
export type SiteInput = keyof typeof SITE_INPUT_LABELS;

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const links = (value: string) =>
  lines(value).map((line) => {
    const [name = "", url = ""] = line.split("|").map((part) => part.trim());
    return { name, url };
  });

/** The identity's one-a-line lists as the form shows them. */
export const linkLines = (list: readonly { name: string; url: string }[]) =>
  list.map((link) => `${link.name} | ${link.url}`).join("\n");

/**
 * The identity editor's form as posted: flat inputs, turned into the site file's record and checked
 * by its schema, so an error names the input it came from.
 */
export const SiteFormSchema = z
  .record(z.enum(Object.keys(SITE_INPUT_LABELS) as [SiteInput, ...SiteInput[]]), z.string())
  .transform((form) => ({
    company: {
      name: form.name,
      legalName: form.legalName,
      registeredNumber: form.registeredNumber,
      vatNumber: form.vatNumber,
      founded: Number(form.founded),
      tagline: form.tagline,
    },
    address: {
      lines: lines(form.addressLines ?? ""),
      town: form.town,
      county: form.county,
      postcode: form.postcode,
      country: form.country,
    },
    phone: { display: form.phoneDisplay, tel: form.phoneTel?.replace(/\s/g, "") },
    email: {
      general: form.emailGeneral?.trim(),
      sales: form.emailSales?.trim(),
      careers: form.emailCareers?.trim(),
      privacy: form.emailPrivacy?.trim(),
    },
    social: links(form.social ?? ""),
    parentCompanies: links(form.parentCompanies ?? ""),
    sisterCompany: { name: form.sisterName, url: form.sisterUrl?.trim() },
    copyrightYear: Number(form.copyrightYear),
    map: { latitude: Number(form.latitude), longitude: Number(form.longitude) },
  }))
  .pipe(SiteIdentity);

/** The recipients editor's form: one checked e-mail address per form. */
export const RecipientsFormSchema = EnquiryRecipients;
