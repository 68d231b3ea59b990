import type { EnquiryType, FieldErrors } from "../../shared/enquiries/forms.ts";

/** A product family with the names of its active products: what the product selects offer. */
export type ProductFamilyChoice = { id: number; name: string; products: string[] };

export type EnquiryPageData = {
  type: EnquiryType;
  /** The anti-forgery token, also in the visitor's cookie; no-JS posts carry it in a hidden field. */
  xsrfToken: string;
  families: ProductFamilyChoice[];
  /** Values the form starts with: the product a product page asked about (`?product=`). */
  initialValues: Record<string, string>;
};

/** What a no-JS form post gets back from the page's action. */
export type EnquiryActionData =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> };
