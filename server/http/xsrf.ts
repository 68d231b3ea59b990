import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { apiError } from "./errors.ts";

/** The header the spec's client sends back (spec 7: "an anti-forgery header taken from a cookie"). */
export const XSRF_HEADER = "x-xsrf-token";
/** The hidden field that carries the token when a form is posted without JavaScript. */
export const XSRF_FIELD = "_xsrf";

const PLAIN_COOKIE = "XSRF-TOKEN";
// Over HTTPS the __Host- prefix stops a sibling subdomain from planting its own token.
const HOST_COOKIE = "__Host-XSRF-TOKEN";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newXsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** The token of the visitor's cookie, if it has a well-formed one. */
export function xsrfTokenFromCookies(header: string | null | undefined, https: boolean): string | undefined {
  const cookies = parseCookies(header);
  const token = https ? (cookies.get(HOST_COOKIE) ?? cookies.get(PLAIN_COOKIE)) : cookies.get(PLAIN_COOKIE);
  return token && TOKEN.test(token) ? token : undefined;
}

/** Readable by the page's script (it copies it into the header), sent only to this site. */
export function xsrfSetCookie(token: string, https: boolean): string {
  return https
    ? `${HOST_COOKIE}=${token}; Path=/; SameSite=Lax; Secure`
    : `${PLAIN_COOKIE}=${token}; Path=/; SameSite=Lax`;
}

export function xsrfMatches(cookieToken: string | undefined, submitted: unknown): boolean {
  if (!cookieToken || typeof submitted !== "string" || submitted.length !== cookieToken.length) return false;
  return timingSafeEqual(Buffer.from(cookieToken), Buffer.from(submitted));
}

/** A request that says it comes from another site is refused whatever token it carries. */
export function crossOrigin(origin: string | null | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** onRequest hook for the JSON API: every state-changing call carries the cookie's token in the header. */
export async function requireXsrfToken(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookieToken = xsrfTokenFromCookies(request.headers.cookie, request.protocol === "https");
  const forged =
    crossOrigin(request.headers.origin, request.host) ||
    !xsrfMatches(cookieToken, request.headers[XSRF_HEADER]);
  if (forged) {
    return reply
      .status(403)
      .send(apiError(403, "Missing or invalid anti-forgery token: reload the page and try again."));
  }
}
