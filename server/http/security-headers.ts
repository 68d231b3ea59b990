import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Fresh per request; every inline script of a freshly rendered page carries it. */
    cspNonce: string;
    /** Script sources of the policy when the page is not fresh (a cached copy lists its scripts' hashes). */
    cspScriptSources: string[] | null;
  }
}

export type SecurityOptions = {
  /** Origin of FILE_BASE_URL when files come from another host (CDN), for images. */
  fileOrigin: string | undefined;
  /** `max-age` of Strict-Transport-Security, sent only over HTTPS; 0 turns it off. */
  hstsMaxAge: number;
  /** Vite's dev server injects inline scripts without nonces. */
  development: boolean;
};

/** An inline script as React writes it: its opening tag's attributes and its text up to its end tag. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const JSON_LD = 'type="application/ld+json"';

/**
 * The sources that allow a rendered page's own inline scripts once the nonce it was rendered with is
 * spent (its cached copy): the SHA-256 hashes of the scripts the renderer stamped with that nonce.
 * The nonce is drawn for the render, so no text that came with the page's content carries it, and an
 * injected script gets no hash, on the first response or any later one. JSON-LD data blocks are not
 * scripts; the inert module the starter copies into a script (deferred-scripts.server.ts) is.
 */
export function renderedScriptSources(html: string, nonce: string): string[] {
  const stamp = `nonce="${nonce}"`;
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    const words = attributes.split(/\s+/);
    if (!words.includes(stamp) || words.includes(JSON_LD)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...sources];
}

/**
 * The site's Content-Security-Policy; only the allowed inline scripts (a nonce or hashes) vary, and
 * whether the page may be framed by the site's own pages (`self`: a draft's preview, which the
 * console's live preview shows beside the editor) or by none.
 */
function contentSecurityPolicy(
  scriptSources: string[],
  options: SecurityOptions,
  https: boolean,
  framedBy: "'none'" | "'self'" = "'none'",
): string {
  const files = options.fileOrigin ? ` ${options.fileOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`,
    // The stylesheet only: no page has a <style> element or a style attribute (decision 028).
    "style-src 'self'",
    `img-src 'self' data:${files}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The contact page's interactive map loads only when the visitor asks for it; the console's
    // live preview frames the site's own preview pages.
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** Headers for an A+ on MDN's HTTP Observatory, on every response. */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  // Drawn when a page is rendered; a cached page, an asset or an API answer never needs one.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString("base64");
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  app.decorateRequest("cspScriptSources", null);
  // A cached page's script hashes are one array for as long as it is cached: its policy is built once.
  const cachedPolicies = new WeakMap<string[], { http?: string; https?: string }>();
  function policyFor(scriptSources: string[], https: boolean): string {
    let policies = cachedPolicies.get(scriptSources);
    if (!policies) {
      policies = {};
      cachedPolicies.set(scriptSources, policies);
    }
    const scheme = https ? "https" : "http";
    policies[scheme] ??= contentSecurityPolicy(scriptSources, options, https);
    return policies[scheme];
  }
  const permissions = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
  const hsts = `max-age=${options.hstsMaxAge}; includeSubDomains`;

  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", permissions);
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    if (options.hstsMaxAge > 0 && isHttps(request)) reply.header("strict-transport-security", hsts);
    done();
  });
  // Set last, once it is known whether the page is fresh or a cached copy.
  app.addHook("onSend", (request, reply, payload, done) => {
    // A 304 keeps the stored page's own policy; a new one would not match its scripts.
    if (options.development || reply.statusCode === 304) return done(null, payload);
    const https = isHttps(request);
    // A preview says so with SAMEORIGIN (server/content-editing/preview.ts); it is never cached.
    const framedBy = reply.getHeader("x-frame-options") === "SAMEORIGIN" ? "'self'" : "'none'";
    const policy = request.cspScriptSources
      ? policyFor(request.cspScriptSources, https)
      : contentSecurityPolicy([`'nonce-${request.cspNonce}'`], options, https, framedBy);
    reply.header("content-security-policy", policy);
    done(null, payload);
  });
}
