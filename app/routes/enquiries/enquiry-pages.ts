import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

const PRODUCT_ENQUIRY: Crumb = { label: "Product Enquiry", to: "/product-enquiry" };

/** The lead-form pages sharing one route module, by path (spec 2.10). */
export const SALES_FORM_PAGES = {
  "/sales-enquiry": {
    type: "sales",
    path: "/sales-enquiry",
    title: "Sales Enquiry",
    description:
      "Ask the Fenmoor sales team for prices, lead times or advice on the right product for your process.",
    parents: [PRODUCT_ENQUIRY],
  },
  "/request-a-sample": {
    type: "sample",
    path: "/request-a-sample",
    title: "Request a Sample",
    description:
      "Try a Fenmoor product in your own process: tell us what you make and we will send a sample with its datasheet.",
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
