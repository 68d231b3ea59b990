import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { canonicalFinderQuery } from "#shared/catalogue/facet-query.ts";
import { FINDER_PATH } from "#shared/catalogue/finder-url.ts";
import { localeOfPath, localizedPath, unprefixedPath } from "#shared/i18n/locales.ts";
import { percentEncodeAddress } from "#shared/site/address-encoding.ts";
import type { ContentRedirects } from "../content-editing/content-redirects.ts";
import { PROJECT_ROOT } from "./files.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "./page-cache.ts";
import { isReservedAddress } from "./reserved-addresses.ts";

export type RedirectRow = { from: string; to: string };

/** The one redirect table of spec 2.2: industry short names, people, legacy index.php paths. */
const REDIRECTS_FILE = path.join(PROJECT_ROOT, "content/redirects.json");

export function readRedirects(file = REDIRECTS_FILE): RedirectRow[] {
  const table = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, RedirectRow[]>;
  return Object.values(table).flat();
}

/** Lower case, no trailing slash: how old links are matched whatever their spelling. */
export function redirectKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** A path as most requests spell it (pages, assets), with nothing for the URL parser to normalise. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;
/** An escape of a character that needs none: `%73` is `s`, as React Router matches a path. */
const PLAIN_ESCAPE = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/**
 * A path as the URL standard reads it (dot segments resolved, other characters escaped, a backslash a
 * slash), escapes of letters and digits decoded: React Router answers `/%73taff` as `/staff`.
 */
function plainPath(pathname: string): string {
  if (PLAIN_PATH.test(pathname)) return pathname;
  const parsed = URL.parse(`http://site${pathname}`)?.pathname ?? pathname;
  return parsed.replace(PLAIN_ESCAPE, (code) => String.fromCharCode(Number.parseInt(code.slice(1), 16)));
}

/** The old address a request's path is looked up as, in both redirect tables: plain, without its language prefix. */
function requestRedirectKey(pathname: string): string {
  return redirectKey(unprefixedPath(plainPath(pathname)));
}

/**
 * The old address an editor's path stands for: the one a request for it is looked up as once its
 * letter case has been redirected away (`/DE/News` answers 301 to `/de/news` first).
 */
export function addressRedirectKey(path: string): string {
  return requestRedirectKey(plainPath(path).toLowerCase());
}

/** A page's address: slugs of ASCII letters, digits and hyphens (file and asset names have a dot). */
const PAGE_PATH = /^(?:\/[A-Za-z0-9-]+)+$/;

/**
 * Page addresses are lower case, and letter case never makes a different page (decision 022): a
 * page address typed in capitals answers 301 to its lower-case spelling, for every kind of page
 * alike. API paths keep their exact spelling, as a partner's client expects of an API.
 */
export function lowerCasePageAddress(pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  if (lower === pathname || !PAGE_PATH.test(pathname) || lower.startsWith("/api/")) return undefined;
  return lower;
}

/**
 * Answers every row with one 301 hop, before any routing, keeping the query string; then any page
 * address not written in lower case; then a finder address whose facets or comparison list are not
 * spelled canonically (decisions 032, 053), here rather than in its loader because the page cache reads parameters in any order.
 */
export async function redirectRoutes(
  app: FastifyInstance,
  { rows = readRedirects() }: { rows?: RedirectRow[] } = {},
) {
  const targets = new Map(rows.map((row) => [redirectKey(row.from), row.to]));
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const [pathname = "/", query] = request.url.split("?", 2);
    // The same old addresses under a language prefix lead to the new page in that language.
    const key = requestRedirectKey(pathname);
    const row = isReservedAddress(key) ? undefined : targets.get(key);
    const localized = row?.startsWith("/") ? localizedPath(row, localeOfPath(pathname)) : row;
    const target = localized ?? lowerCasePageAddress(pathname);
    if (target === undefined) {
      const finder = unprefixedPath(pathname) === FINDER_PATH && query !== undefined;
      const facets = finder ? canonicalFinderQuery(query) : undefined;
      if (facets === undefined) return done();
      return reply.redirect(facets ? `${pathname}?${facets}` : pathname, 301);
    }
    reply.redirect(percentEncodeAddress(query ? `${target}?${query}` : target), 301);
  });
}

/**
 * The content redirects (server/content-editing/content-redirects.ts): those slug changes added and
 * the editors' own (decision 079), one 301 hop from an old address, keeping the query string,
 * matched whatever the address's case or trailing slash. Read once per content version, so a change
 * made on any instance redirects on every one within a second.
 */
export async function contentRedirectRoutes(app: FastifyInstance, redirects: ContentRedirects) {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const [pathname = "/", query] = request.url.split("?", 2);
    // An old slug under a language prefix leads to the new one in that language.
    const key = requestRedirectKey(pathname);
    // Not even a row stored before its address was reserved may take one the service answers.
    if (isReservedAddress(key)) return done();
    const answer = (targets: Map<string, string>) => {
      const row = targets.get(key);
      const target = row?.startsWith("/") ? localizedPath(row, localeOfPath(pathname)) : row;
      if (target === undefined) return done();
      // Editors change and delete these: browsers must ask again rather than keep a 301 for ever.
      reply.header("cache-control", SHARED_PAGE_CACHE_CONTROL);
      // Encoded here too, so a row stored before targets were encoded cannot make this answer 500.
      reply.redirect(percentEncodeAddress(query ? `${target}?${query}` : target), 301);
    };
    const targets = redirects.fresh();
    if (targets) return answer(targets);
    // Without the table (the database away) the page goes on: the page cache or its loader answers.
    redirects.targets().then(answer, (error) => {
      request.log.warn({ err: error }, "content redirects unavailable");
      done();
    });
  });
}
