import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from "fastify";
import { LRUCache } from "lru-cache";
import { Counter, Gauge, type Registry } from "prom-client";
import { localeOfPath } from "#shared/i18n/locales.ts";
import { isStaffUrl } from "#shared/staff/paths.ts";
import type { ContentVersion } from "../content-version.ts";
import { languageSuggestion, onlyLanguageAnswer } from "../i18n/language-suggestion.ts";
import { type PageRoutes, type PageSlot, pageSlots } from "./page-cache-key.ts";
import { renderedScriptSources } from "./security-headers.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Where a page rendered for this request is stored, and under which content version. */
    pageToStore: { slot: PageSlot; version: string; shared: boolean } | null;
    pageCacheHit: boolean;
  }
}

/** Shared caches (CDN) may keep a page a minute and serve it stale while they refresh it. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";
/** React Router's route: everything no other route (API, files, assets, probes) answers. */
const PAGES_ROUTE = "*";
/** What React Router answers besides documents: data for client navigation. */
const DATA_REQUEST = /^[^?]*\.data(?:\?|$)/;
const HTML = "text/html; charset=utf-8";
/** A page may offer the visitor's language by their Accept-Language (decision 066). */
const PAGE_VARY = "accept-encoding, accept-language";

/** Default bound of the cache: about 800 pages of the home page's size with their compressed copies. */
const PAGE_CACHE_MAX_BYTES = 64 * 2 ** 20;
/** Pages compressed at once on libuv's thread pool (4 threads, shared with file reads). */
const MAX_COMPRESSING = 2;
/** What a URL that shares its route's 404 page costs in the cache, besides its key. */
const LINK_BYTES = 64;
/** The shelf of the 404 page that every path no route matches shares, one per language (its code appended). */
const UNMATCHED_PATHS = "*";

type Encoding = "br" | "gzip" | "identity";
const encodings = new Negotiator({
  supportedValues: ["br", "gzip", "identity"],
  // Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
  cache: new LRUCache<string, string>({ max: 256 }),
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page stored ready to send: identical bytes for every visitor, its own inline scripts
 * allowed by hash since the nonce it was rendered with is spent. The compressed copies are made on
 * the thread pool; requests that arrive before they are ready wait for them.
 */
type CachedPage = {
  status: number;
  etag: string;
  version: string;
  scriptSources: string[];
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  compressed: Promise<void>;
};

/** A page as rendered for one request, with the nonce its own inline scripts carry. */
type RenderedPage = { html: string; nonce: string; status: number; etag: string };

/** A URL whose page is its route's shared 404 page. */
type NotFoundLink = { notFoundOf: string };

type Entry = CachedPage | NotFoundLink;

function pageBytes(page: CachedPage): number {
  // Until its copies are compressed, a page is counted at twice its size: more than they take.
  return page.identity.length + (page.br?.length ?? page.identity.length) + (page.gzip?.length ?? 0);
}

function entryBytes(entry: Entry, key: string): number {
  return key.length + ("notFoundOf" in entry ? LINK_BYTES : pageBytes(entry));
}

function etagOf(html: string, nonce: string): string {
  // The nonce changes on every response; the page it is part of does not.
  return `W/"${createHash("sha1").update(html.replaceAll(nonce, "")).digest("base64url")}"`;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const tags = request.headers["if-none-match"];
  return tags !== undefined && (tags === etag || tags.split(/\s*,\s*/).includes(etag));
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** Pages the cache may keep for the request's slot: none that set a cookie, only pages and 404s. */
function isStorable(reply: FastifyReply): boolean {
  return !reply.hasHeader("set-cookie") && (reply.statusCode === 200 || reply.statusCode === 404);
}

export type PageCacheOptions = {
  contentVersion: Pick<ContentVersion, "fresh" | "current">;
  /** The built pages: a URL's key keeps only the query parameters its page reads. */
  build: { routes: PageRoutes; routeDiscovery: { manifestPath: string } };
  /** Where the cache reports its hits, misses and size. */
  registry: Registry;
  maxBytes?: number;
};

/**
 * Rendered pages, kept per path, the query parameters the page reads (shared/site/page-query.ts)
 * and content version, so repeat requests skip React rendering and compression. Every path no
 * route matches shares one 404 page; so do a route's paths that all render its 404 page (unknown
 * product slugs). Bounded in bytes. Also gives every page an ETag (304 when unchanged) and a
 * Cache-Control for shared caches.
 */
export async function pageCache(
  app: FastifyInstance,
  { contentVersion, build, registry, maxBytes = PAGE_CACHE_MAX_BYTES }: PageCacheOptions,
) {
  const slotOf = pageSlots(build.routes);
  /** A page offering a language is kept apart from the same page without (a space never is in a URL). */
  const slotFor = (url: string, suggestion: string | null): PageSlot => {
    const slot = slotOf(url);
    return slot.unmatched || !suggestion ? slot : { ...slot, key: `${suggestion} ${slot.key}` };
  };
  const manifestPath = build.routeDiscovery.manifestPath;
  /** Requests for a document: not client-side navigation's data or route manifest. */
  const isDocument = (url: string) => !DATA_REQUEST.test(url) && !url.startsWith(manifestPath);
  const pages = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entryBytes });
  /** The shared 404 pages, by route: at most one per route of the route table. */
  const notFoundPages = new Map<string, CachedPage>();
  let compressing = 0;

  const lookups = new Counter({
    name: "page_cache_lookups_total",
    help: "Page requests by whether the page cache answered (hit), rendered (miss) or was bypassed (cookies)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const hits = lookups.labels({ result: "hit" });
  const misses = lookups.labels({ result: "miss" });
  const bypasses = lookups.labels({ result: "bypass" });
  // Each series from zero, so a rate over the first hits is right.
  for (const series of [hits, misses, bypasses]) series.inc(0);
  const storedBytes = () =>
    pages.calculatedSize + [...notFoundPages.values()].reduce((sum, page) => sum + pageBytes(page), 0);
  new Gauge({
    name: "page_cache_bytes",
    help: "Bytes of rendered pages and their compressed copies held by the page cache",
    registers: [registry],
    collect() {
      this.set(storedBytes());
    },
  });
  new Gauge({
    name: "page_cache_entries",
    help: "URLs the page cache holds a page for",
    registers: [registry],
    collect() {
      this.set(pages.size);
    },
  });
  new Gauge({
    name: "page_cache_max_bytes",
    help: "Bound of page_cache_bytes for the pages kept per URL",
    registers: [registry],
  }).set(maxBytes);

  /** A page ready to store, or undefined when the thread pool is busy compressing others. */
  function newPage({ html, nonce, status, etag }: RenderedPage, version: string): CachedPage | undefined {
    if (compressing >= MAX_COMPRESSING) return undefined;
    const identity = Buffer.from(html, "utf8");
    const page: CachedPage = {
      status,
      etag,
      version,
      scriptSources: renderedScriptSources(html, nonce),
      identity,
      br: undefined,
      gzip: undefined,
      compressed: Promise.resolve(),
    };
    compressing++;
    page.compressed = Promise.all([
      brotli(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        page.br = br;
        page.gzip = gz;
      },
      (error: unknown) => app.log.error({ err: error }, "compressing a page failed; it is sent uncompressed"),
    );
    void page.compressed.finally(() => {
      compressing--;
    });
    return page;
  }

  function cachedPage(slot: PageSlot): CachedPage | undefined {
    if (slot.unmatched) return notFoundPages.get(`${UNMATCHED_PATHS}${slot.locale}`);
    const entry = pages.get(slot.key);
    return entry && "notFoundOf" in entry ? notFoundPages.get(entry.notFoundOf) : entry;
  }

  function store(slot: PageSlot, rendered: RenderedPage, version: string) {
    const { status, etag } = rendered;
    if (status === 404) {
      const shelf = slot.unmatched ? `${UNMATCHED_PATHS}${slot.locale}` : slot.route;
      let shared = notFoundPages.get(shelf);
      if (!shared || shared.version !== version || (slot.unmatched && shared.etag !== etag)) {
        shared = newPage(rendered, version);
        if (!shared) return;
        notFoundPages.set(shelf, shared);
      }
      if (slot.unmatched) return;
      // A route whose 404 pages differ (none today) keeps each one under its own URL.
      if (shared.etag === etag) {
        pages.set(slot.key, { notFoundOf: shelf });
        return;
      }
    }
    if (slot.unmatched) return;
    const page = newPage(rendered, version);
    if (!page) return;
    pages.set(slot.key, page);
    // Counted again at its real size once compressed, unless replaced meanwhile.
    void page.compressed.then(() => {
      if (pages.peek(slot.key) === page) pages.set(slot.key, page);
    });
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, shared: boolean) {
    request.pageCacheHit = true;
    request.cspScriptSources = page.scriptSources;
    reply.code(page.status);
    reply.header("content-type", HTML);
    reply.header("etag", page.etag);
    reply.header("cache-control", shared ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
    reply.header("vary", PAGE_VARY);
    if (page.status === 200 && notModified(request, page.etag)) {
      reply.code(304).send();
      return;
    }
    const encoding = (encodings.negotiate(request.headers["accept-encoding"] ?? "identity") ??
      "identity") as Encoding;
    if (encoding === "identity") {
      reply.send(page.identity);
      return;
    }
    const ready = () => {
      const body = page[encoding];
      if (body) reply.header("content-encoding", encoding);
      reply.send(body ?? page.identity);
    };
    if (page[encoding]) ready();
    else void page.compressed.then(ready);
  }

  function serveOrRender(
    request: FastifyRequest,
    reply: FastifyReply,
    version: string,
    done: (error?: Error) => void,
  ) {
    const { cookie } = request.headers;
    const suggestion = cookie
      ? null
      : languageSuggestion(
          request.headers["accept-language"],
          undefined,
          localeOfPath(request.url.split("?", 1)[0] ?? "/"),
        );
    const slot = slotFor(request.url, suggestion);
    // A page offering a language, or asked for with the answer's cookie, is not for shared caches.
    const shared = !cookie && !suggestion;
    const page = cachedPage(slot);
    if (page && page.version === version) {
      hits.inc();
      send(request, reply, page, shared);
      return;
    }
    misses.inc();
    // A HEAD request renders no body to store.
    if (request.method === "GET") request.pageToStore = { slot, version, shared };
    done();
  }

  app.decorateRequest("pageToStore", null);
  app.decorateRequest("pageCacheHit", false);

  // Callback hooks: a cached page is answered without a promise or a turn of the event loop.
  const onRequest: onRequestHookHandler = (request, reply, done) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !isDocument(request.url)) return done();
    // The staff console's pages are per person: never stored, never tagged for sharing.
    if (isStaffUrl(request.url)) return done();
    // Cookies may change the page (basket, forms' token), all but the language suggestion's answer.
    if (request.headers.cookie && !onlyLanguageAnswer(request.headers.cookie)) {
      bypasses.inc();
      return done();
    }
    const version = contentVersion.fresh();
    if (version !== undefined) return serveOrRender(request, reply, version, done);
    // Unread (the database is down): the page renders uncached, and its error page says so (503).
    contentVersion.current().then(
      (current) => serveOrRender(request, reply, current, done),
      () => done(),
    );
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (
      request.pageCacheHit ||
      request.method !== "GET" ||
      isStaffUrl(request.url) ||
      typeof type !== "string" ||
      !type.startsWith("text/html")
    ) {
      return done(null, payload);
    }
    if (typeof payload === "string") return done(null, rendered(request, reply, payload));
    readAll(payload as Readable).then((html) => done(null, rendered(request, reply, html)), done);
  };

  // Only on React Router's route, registered after this: other routes never pay for the cache.
  app.addHook("onRoute", (route) => {
    if (route.url !== PAGES_ROUTE) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
    route.onSend = [...[route.onSend ?? []].flat(), onSend];
  });

  /** Tags a freshly rendered page, stores it when anyone may see it, and answers 304 when unchanged. */
  function rendered(request: FastifyRequest, reply: FastifyReply, html: string): string {
    const etag = etagOf(html, request.cspNonce);
    reply.header("etag", etag);
    // A page that says no cache may keep it (an editor's preview of a draft) is neither stored nor re-tagged.
    if (String(reply.getHeader("cache-control") ?? "").includes("no-store")) return html;
    reply.header("vary", PAGE_VARY);
    const target = request.pageToStore;
    const storable = target !== null && isStorable(reply);
    reply.header(
      "cache-control",
      storable && target.shared ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
    );
    if (storable) {
      store(target.slot, { html, nonce: request.cspNonce, status: reply.statusCode, etag }, target.version);
    }
    if (reply.statusCode === 200 && notModified(request, etag)) {
      // The browser keeps the stored page and its policy; a new nonce would not match its scripts.
      reply.removeHeader("content-security-policy");
      reply.code(304);
      return "";
    }
    return html;
  }
}
