import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import { apiError } from "./errors.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newXsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The token of the visitor's cookie, if it has a well-formed one. Over HTTPS only the `__Host-` cookie
 * counts: a sibling subdomain can plant a plain one, but not one with that prefix (decision 010).
 */
export function xsrfTokenFromCookies(header: string | null | undefined, https: boolean): string | undefined {
  const cookies = parseCookie(header ?? "");
  const token = cookies[https ? XSRF_HOST_COOKIE : XSRF_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/** Readable by the page's script (it copies it into the header), sent only to this site. */
export function xsrfSetCookie(token: string, https: boolean): string {
  return https
    ? `${XSRF_HOST_COOKIE}=${token}; Path=/; SameSite=Lax; Secure`
    : `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`;
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
