import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { ContentVersion } from "../content-version.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Content version seen when the request arrived; a page rendered from it is cached under it. */
    contentVersion: string;
    pageCacheHit: boolean;
  }
}

/** Shared caches (CDN) may keep a page a minute and serve it stale while they refresh it. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";
const NOT_PAGES = /^\/(api|files|assets)\/|^\/(healthz|readyz|metrics)$|\.data$/;

/** The page pre-encoded as UTF-8, split where the nonce goes, so a hit only joins buffers. */
type CachedPage = { status: number; parts: Buffer[]; etag: string; version: string };

function splitAtNonce(html: string, nonce: string): Buffer[] {
  return html.split(nonce).map((part) => Buffer.from(part, "utf8"));
}

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

export type PageCacheOptions = { contentVersion: ContentVersion; maxPages?: number };

function etagOf(html: string, nonce: string): string {
  // The nonce changes on every response; the page it is part of does not.
  return `W/"${createHash("sha1").update(html.replaceAll(nonce, "")).digest("base64url")}"`;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  return request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag) ?? false;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** Pages that any visitor may share: no cookies in, none out. */
function isShareable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    !request.headers.cookie &&
    !reply.hasHeader("set-cookie") &&
    (reply.statusCode === 200 || reply.statusCode === 404)
  );
}

function sendNotModified(reply: FastifyReply) {
  // The browser keeps the stored page and its policy; a new nonce here would not match that page's scripts.
  reply.removeHeader("content-security-policy");
  return reply.code(304).send();
}

/**
 * Rendered pages, kept per URL and content version with the request's CSP nonce
 * swapped in, so repeat requests skip React rendering. Also gives every page an
 * ETag (304 when unchanged) and a Cache-Control for shared caches.
 */
export async function pageCache(app: FastifyInstance, { contentVersion, maxPages = 1000 }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages });
  app.decorateRequest("contentVersion", "");
  app.decorateRequest("pageCacheHit", false);

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || NOT_PAGES.test(request.url.split("?", 1)[0] ?? "")) return;
    request.contentVersion = await contentVersion.current();
    const page = request.headers.cookie ? undefined : pages.get(request.url);
    if (!page || page.version !== request.contentVersion) return;
    request.pageCacheHit = true;
    reply.code(page.status).type("text/html; charset=utf-8");
    reply.header("etag", page.etag).header("cache-control", SHARED_PAGE_CACHE_CONTROL);
    if (page.status === 200 && notModified(request, page.etag)) return sendNotModified(reply);
    return reply.send(joinWithNonce(page.parts, request.cspNonce));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (
      request.pageCacheHit ||
      request.method !== "GET" ||
      typeof type !== "string" ||
      !type.startsWith("text/html")
    ) {
      return payload;
    }
    const html = typeof payload === "string" ? payload : await readAll(payload as Readable);
    const etag = etagOf(html, request.cspNonce);
    const shareable = isShareable(request, reply);
    reply
      .header("etag", etag)
      .header("cache-control", shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
    if (shareable && request.contentVersion) {
      pages.set(request.url, {
        status: reply.statusCode,
        parts: splitAtNonce(html, request.cspNonce),
        etag,
        version: request.contentVersion,
      });
    }
    if (reply.statusCode === 200 && notModified(request, etag)) {
      reply.removeHeader("content-security-policy");
      reply.code(304);
      return "";
    }
    return html;
  });
}
