import { unprefixedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

const PRODUCT_ENQUIRY: Crumb = { label: m.nav_product_enquiry, to: "/product-enquiry" };

/** The lead-form pages sharing one route module, by path (spec 2.10). */
const SALES_FORM_PAGES = {
  "/sales-enquiry": {
    type: "sales",
    path: "/sales-enquiry",
    title: m.nav_sales_enquiry,
    description: m.meta_sales_description,
    parents: [PRODUCT_ENQUIRY],
  },
  "/request-a-sample": {
    type: "sample",
    path: "/request-a-sample",
    title: m.nav_request_a_sample,
    description: m.meta_sample_description,
    parents: [PRODUCT_ENQUIRY],
  },
} as const;

type SalesFormPath = keyof typeof SALES_FORM_PAGES;

/**
 * The page at a path (a URL or a pathname); any other path is the sales enquiry. Client navigation
 * and fetchers reach the loader and action at `<path>.data` (React Router's data requests).
 */
export function salesFormPage(url: string) {
  const pathname = unprefixedPath(
    new URL(url, "http://localhost").pathname.replace(/\.data$/, "").replace(/\/+$/, ""),
  );
  return SALES_FORM_PAGES[(pathname in SALES_FORM_PAGES ? pathname : "/sales-enquiry") as SalesFormPath];
}
