import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
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

/**
 * A rendered page stored ready to send: identical bytes for every visitor, pre-compressed
 * once, its inline scripts allowed by hash since the nonce it was rendered with is spent.
 */
type CachedPage = {
  status: number;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  version: string;
  scriptSources: string[];
};

type Encoding = "br" | "gzip" | "identity";
const encodings = new Negotiator({ supportedValues: ["br", "gzip", "identity"] });

// Executable inline scripts only: JSON-LD data blocks are not subject to script-src.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g;

function scriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

function cachedPage(html: string, status: number, etag: string, version: string): CachedPage {
  const body = Buffer.from(html, "utf8");
  return {
    status,
    etag,
    version,
    scriptSources: scriptHashes(html),
    bodies: {
      identity: body,
      gzip: gzipSync(body, { level: 9 }),
      br: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    },
  };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  request.cspScriptSources = page.scriptSources;
  const encoding = (encodings.negotiate(request.headers["accept-encoding"] ?? "identity") ??
    "identity") as Encoding;
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
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
  return reply.code(304).send();
}

/**
 * Rendered pages, kept per URL and content version, so repeat requests skip React
 * rendering and compression. Also gives every page an
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
    return sendCached(request, reply, page);
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
      pages.set(request.url, cachedPage(html, reply.statusCode, etag, request.contentVersion));
    }
    if (reply.statusCode === 200 && notModified(request, etag)) {
      // The browser keeps the stored page and its policy; a new nonce would not match its scripts.
      reply.removeHeader("content-security-policy");
      reply.code(304);
      return "";
    }
    return html;
  });
}
