import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { basketFromCookies, basketSetCookie } from "#server/enquiries/basket-cookie.ts";
import { newXsrfToken, xsrfMatches, xsrfSetCookie, xsrfTokenFromCookies } from "#server/http/xsrf.ts";
import { basketContext, requestContext, servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { countryOptions } from "#shared/enquiries/countries.ts";
import { ENQUIRY_FORMS, type EnquiryType } from "#shared/enquiries/forms.ts";
import { ENQUIRY_OPTIONS } from "#shared/enquiries/options.ts";
import { rateLimitedMessage } from "#shared/enquiries/outcome-messages.ts";
import { SAMPLE_LINE_FIELDS } from "#shared/enquiries/sample-lines.ts";
import { visitSourceOf } from "#shared/enquiries/visit-source-schema.ts";
import { localeOfPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { ENQUIRY_QUERY } from "#shared/site/page-query.ts";
import type {
  BasketProduct,
  EnquiryActionData,
  EnquiryPageData,
  ProductFamilyChoice,
} from "../../enquiries/page-data.ts";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * A form's data and the anti-forgery cookie to set when the visitor has none yet. The form starts
 * with `initialValues` when given, else with the product an address asked about.
 */
export async function prepareEnquiryForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  type: EnquiryType,
  initialValues?: Record<string, string>,
): Promise<{ page: EnquiryPageData; headers: HeadersInit | undefined }> {
  const https = isHttps(request);
  const existing = xsrfTokenFromCookies(request.headers.get("cookie"), https);
  const xsrfToken = existing ?? newXsrfToken();
  const { catalogue } = context.get(servicesContext);
  const usesProducts = ENQUIRY_FORMS[type].fields.some((field) => field.kind === "product");
  const families = usesProducts
    ? await Promise.all(
        ENQUIRY_OPTIONS.productFamilies.map(async (family) => ({
          ...family,
          products: (await catalogue.productsInCategory(family.id)).map((product) => product.name),
        })),
      )
    : [];
  const values =
    initialValues ?? (await productAskedAbout(type, new URL(request.url).searchParams, families, catalogue));
  const page: EnquiryPageData = {
    type,
    xsrfToken,
    families,
    initialValues: values,
    countries: countryOptions(localeOfPath(new URL(request.url).pathname)),
    basket: ENQUIRY_FORMS[type].sampleLines
      ? await basketProducts(
          context.get(basketContext) ?? basketFromCookies(request.headers.get("cookie")),
          catalogue,
        )
      : [],
  };
  return { page, headers: existing ? undefined : { "set-cookie": xsrfSetCookie(xsrfToken, https) } };
}

/** The form page's data; the anti-forgery cookie is set when the visitor has none yet. */
export async function loadEnquiryPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  type: EnquiryType,
) {
  const { page, headers } = await prepareEnquiryForm(request, context, type);
  return data(page, headers ? { headers } : undefined);
}

/** The basket's products still in the catalogue, in the order they were added. */
async function basketProducts(slugs: string[], catalogue: Services["catalogue"]): Promise<BasketProduct[]> {
  const found = await catalogue.findProductsBySlugs(slugs);
  return slugs.flatMap((slug) => {
    const product = found.get(slug);
    return product ? [{ slug, name: product.name, categoryName: product.categoryName }] : [];
  });
}

/**
 * A product page links to the forms with `?product=<name>`. The form's first family and product
 * selects start on that product; a product of a family the selects do not offer is named at the
 * start of the message instead. Only an active product's name is taken from the address.
 */
async function productAskedAbout(
  type: EnquiryType,
  search: URLSearchParams,
  families: ProductFamilyChoice[],
  catalogue: Services["catalogue"],
): Promise<Record<string, string>> {
  const productField = ENQUIRY_FORMS[type].fields.find((field) => field.kind === "product");
  const name = search.get(ENQUIRY_QUERY.product);
  if (!productField?.familyField || !name) return {};
  const product = (await catalogue.findProductsByNames([name])).get(name);
  if (!product) return {};
  const family = families.find((choice) => choice.id === product.categoryId);
  if (!family?.products.includes(product.name)) return { message: `Product: ${product.name}\n` };
  return { [productField.familyField]: String(family.id), [productField.name]: product.name };
}

/** The typed values to put back in the form, limited to the form's own fields. */
function typedValues(type: EnquiryType, form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = ENQUIRY_FORMS[type].sampleLines ? SAMPLE_LINE_FIELDS : [];
  for (const field of [
    ...[...ENQUIRY_FORMS[type].fields, ...lines].map((entry) => entry.name),
    "marketing",
  ]) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * A form posted without JavaScript: the same checks and storage as the JSON API. A sample request
 * sent with the basket's products empties the basket.
 */
export async function submitEnquiryForm(
  request: Request,
  form: FormData,
  context: Readonly<RouterContextProvider>,
  type: EnquiryType,
) {
  const values = typedValues(type, form);
  const cookieToken = xsrfTokenFromCookies(request.headers.get("cookie"), isHttps(request));
  if (!xsrfMatches(cookieToken, form.get(XSRF_FIELD))) {
    const answer: EnquiryActionData = {
      status: "failed",
      message: m.form_expired(),
      values,
    };
    return data(answer, { status: 403 });
  }
  const body = Object.fromEntries([...form].filter((entry) => typeof entry[1] === "string"));
  const result = await context.get(servicesContext).enquiries.submit({
    type,
    body,
    clientAddress: context.get(requestContext).clientAddress,
    sourcePage: new URL(request.url).pathname,
    // Without JavaScript the tab keeps nothing: the form page's own address is all there is.
    visitSource: visitSourceOf(undefined, new URL(request.url)),
  });
  if (result.status === "rate-limited") {
    const answer: EnquiryActionData = {
      status: "failed",
      message: rateLimitedMessage(result.retryAfterSeconds),
      values,
    };
    return data(answer, { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } });
  }
  if (result.status === "invalid") {
    // 200: the page with its messages is what the visitor asked for (the API answers 400).
    const answer: EnquiryActionData = { status: "invalid", errors: result.errors, values };
    return answer;
  }
  const answer: EnquiryActionData = { status: "accepted", reference: result.reference };
  const basketSent =
    ENQUIRY_FORMS[type].sampleLines && basketFromCookies(request.headers.get("cookie")).length > 0;
  if (!basketSent) return answer;
  context.set(basketContext, []);
  return data(answer, { headers: { "set-cookie": basketSetCookie([], isHttps(request)) } });
}

/** Passes the loader's and the action's cookies and the action's Retry-After on to the document response. */
export function enquiryHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers();
  for (const cookie of [...loaderHeaders.getSetCookie(), ...actionHeaders.getSetCookie()]) {
    headers.append("set-cookie", cookie);
  }
  const retryAfter = actionHeaders.get("retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return headers;
}
