import type { EnquiryType } from "../../enquiries/forms.ts";
import { productFamilyName } from "../../enquiries/options.ts";
import type { LeadFilter } from "./filter.ts";

const FORM_SLUGS: Record<EnquiryType, string> = {
  contact: "contact",
  sales: "sales-enquiry",
  sample: "sample-request",
  product: "product-enquiry",
  expert: "expert-enquiry",
};

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The period a filter covers: a whole month as `YYYY-MM`, else its days, else the day of the export. */
function period(filter: Omit<LeadFilter, "page">, today: string): string {
  const { from, to } = filter;
  if (from && to) {
    const month = from.slice(0, 7);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    if (from === `${month}-01` && to === `${month}-${String(lastDay).padStart(2, "0")}`) return month;
    return from === to ? from : `${from}-to-${to}`;
  }
  if (from) return `from-${from}`;
  if (to) return `to-${to}`;
  return today;
}

/**
 * An export's file name after what it holds, so two downloads are told apart in a folder:
 * `leads-sample-request-2026-12.xlsx`. Free text, owner and industry stay out of it (a name or an
 * address in a file name travels further than the file).
 */
export function leadExportFileName(filter: Omit<LeadFilter, "page">, format: string, now: Date): string {
  const parts = [
    "leads",
    filter.reference && `${filter.reference.length}-ticked`,
    filter.type && FORM_SLUGS[filter.type],
    filter.status,
    filter.location && slug(filter.location),
    ...(filter.family ?? []).map((family) => slug(productFamilyName(family) ?? family)),
    ...(filter.country ?? []).map((country) => country.toLowerCase()),
    filter.language,
    period(filter, now.toISOString().slice(0, 10)),
  ];
  return `${parts.filter(Boolean).join("-").replaceAll("_", "-")}.${format}`;
}
