import { expect } from "vitest";
import { newXsrfToken } from "../../server/http/xsrf.ts";
import { XSRF_FIELD } from "../../shared/site/anti-forgery.ts";
import { jsonOf, request, type Site } from "./http-client.ts";

/** A complete, valid body for each form, as the spec 7 clients send them. */
export const VALID_BODIES = {
  contact: {
    name: "Priya Raman",
    email: "priya.raman@example.com",
    phone: "+44 20 7946 0321",
    company: "Raman Coatings Ltd",
    request: "Technical Information",
    message: "Which of your defoamers suits a water-based wood varnish?",
  },
  sales: {
    name: "Tomasz Nowak",
    company: "Nowak Paper Mills",
    email: "t.nowak@example.com",
    phone: "+48 22 123 45 67",
    address: "ul. Fabryczna 12",
    address2: "",
    city: "Łódź",
    postcode: "90-344",
    location: "Europe ex-UK",
    industry: "Manufacturing",
    productfamily: "3",
    message: "We need a price for 2 tonnes a month of a silicone-free defoamer.",
  },
  product: {
    fname: "Gwen Harris",
    company: "Harris Bakeries",
    email: "gwen@example.com",
    phone: "01632 960 999",
    paddress: "4 Mill Lane, Fenmoor",
    selectcountry: "UK",
    productfamily1: "5",
    sampleproduct1: "",
    request: "Bakery",
    message: "Please send datasheets and a price list.",
  },
} as const;

export const ENDPOINTS = {
  contact: "/api/contact-us",
  sales: "/api/order-online",
  sample: "/api/request-online",
  product: "/api/product-enquiry",
} as const;

/** The name of the first product of a family, read from the catalogue as the forms do. */
export async function firstProductOf(site: Site, familyId: string): Promise<string> {
  const { data } = (await jsonOf(site, `/api/list?catId=${familyId}&all=true`)) as {
    data: { name: string }[];
  };
  const name = data[0]?.name;
  if (!name) throw new Error(`no products in category ${familyId}`);
  return name;
}

/** Posts JSON with a matching anti-forgery cookie and header, as the site's own pages do. */
export async function postEnquiry(
  site: Site,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const token = newXsrfToken();
  return request(site, pathname, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${token}`,
      "x-xsrf-token": token,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Posts a form page's fields with its anti-forgery token, as a browser without JavaScript does. */
export async function postEnquiryForm(
  service: Site,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const token = newXsrfToken();
  return request(service, pathname, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `XSRF-TOKEN=${token}`,
      ...headers,
    },
    body: new URLSearchParams({ ...fields, [XSRF_FIELD]: token }).toString(),
  });
}

/** The reference of an acknowledged enquiry, failing the test unless it was acknowledged (201). */
export async function referenceOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}
