import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import { ENDPOINTS, VALID_BODIES } from "../support/enquiry-bodies.ts";
import type { Answer, Client } from "./https-client.ts";

/** A browser's anti-forgery state: the cookie the site set with its first page, and its token. */
export type Visitor = { cookie: string; token: string };

/** Opens the contact page as a browser does and keeps the anti-forgery cookie it is given. */
export async function visit(client: Client, siteUrl: string): Promise<Visitor> {
  const page = await client.send(`${siteUrl}/contact-us`);
  for (const header of page.headers["set-cookie"] ?? []) {
    const [name = "", token = ""] = (header.split(";")[0] ?? "").split("=");
    if (name === XSRF_HOST_COOKIE || name === XSRF_COOKIE) return { cookie: `${name}=${token}`, token };
  }
  throw new Error(`the contact page (${page.status}) set no anti-forgery cookie`);
}

/** A contact enquiry sent as the page's script sends it. */
export function sendEnquiry(
  client: Client,
  siteUrl: string,
  visitor: Visitor,
  message: string,
): Promise<Answer> {
  return client.send(`${siteUrl}${ENDPOINTS.contact}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: visitor.cookie,
      [XSRF_HEADER]: visitor.token,
      origin: siteUrl,
      referer: `${siteUrl}/contact-us`,
    },
    body: JSON.stringify({ ...VALID_BODIES.contact, message }),
  });
}
