import type { EnquiryType, FieldErrors } from "#shared/enquiries/forms.ts";

/** A product family with the names of its active products: what the product selects offer. */
export type ProductFamilyChoice = { id: number; name: string; products: string[] };

/** A product in the sample basket, as the request form lists it. */
export type BasketProduct = { slug: string; name: string; categoryName: string };

export type EnquiryPageData = {
  type: EnquiryType;
  /** The anti-forgery token, also in the visitor's cookie; no-JS posts carry it in a hidden field. */
  xsrfToken: string;
  families: ProductFamilyChoice[];
  /** Values the form starts with: the product a product page asked about (`?product=`). */
  initialValues: Record<string, string>;
  /**
   * The country select's choices in the page's language and order, named by the server's CLDR data:
   * a browser's own could name or sort them otherwise, and the hydrated page would differ.
   */
  countries: { value: string; label: string }[];
  /** The sample request's basket (decision 052); empty on the other forms. */
  basket: BasketProduct[];
};

/** What a no-JS form post gets back from the page's action. */
export type EnquiryActionData =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> };
