import { expect } from "vitest";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { jsonOf, request, type Site } from "./http-client.ts";

export { ENDPOINTS, VALID_BODIES } from "../../scripts/support/enquiry-bodies.ts";

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
