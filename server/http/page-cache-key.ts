import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router";
import { type Locale, localeOfPath, unprefixedPath } from "#shared/i18n/locales.ts";
import { PAGE_QUERY } from "#shared/site/page-query.ts";

/** What the cache reads of the built pages' routes (a server build's `routes`). */
export type PageRoutes = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

/**
 * Where a page request's cached copy lives: one copy per language shared by every path no route
 * matches (the 404 page in the address's language), or a copy per path and the query parameters
 * that page reads (`route` is its path in the route table).
 */
export type PageSlot = { unmatched: true; locale: Locale } | { unmatched: false; key: string; route: string };
/** The route table's last route, which every path no other route matches reaches (app/routes.ts). */
const UNKNOWN_PATHS_ROUTE = "/*";

export function routeTree(routes: PageRoutes, parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    if (route.index) return [{ id: route.id, path: route.path, index: true }];
    return [
      {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        children: routeTree(routes, route.id),
      },
    ];
  });
}

/** The route-table path of a page, such as `/:lang/products/:slug`, from the route matches of its request. */
export function routePath(matches: readonly { route: { path?: string } }[]): string {
  return `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`;
}

/**
 * The page cache's key for a URL. Paths are matched exactly as React Router matches them (its own
 * `matchRoutes` over the build's routes), remembered per path since matching ranks every route.
 */
export function pageSlots(routes: PageRoutes, { rememberedPaths = 10_000 } = {}) {
  const tree = routeTree(routes, undefined);
  const routeOfPath = new LRUCache<string, string | false>({ max: rememberedPaths });

  function routeOf(pathname: string): string | false {
    let route = routeOfPath.get(pathname);
    if (route === undefined) {
      const matches = matchRoutes(tree, pathname);
      route = matches ? routePath(matches) : false;
      routeOfPath.set(pathname, route);
    }
    return route;
  }

  return function slotOf(url: string): PageSlot {
    const queryStart = url.indexOf("?");
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const route = routeOf(pathname);
    if (route === false || route === UNKNOWN_PATHS_ROUTE)
      return { unmatched: true, locale: localeOfPath(pathname) };
    const query = queryStart === -1 ? "" : pageQuery(route, url.slice(queryStart + 1));
    return { unmatched: false, key: query ? `${pathname}?${query}` : pathname, route };
  };
}

/**
 * The query parameters of `search` that the page of `route` (its path in the route table) reads, in
 * a stable order: what its cached copy is keyed by, so what that copy may repeat of its address.
 */
export function pageQuery(route: string, search: string): string {
  // A page reads the same parameters in every language; its key keeps the prefixed path.
  const names = PAGE_QUERY[unprefixedPath(route)];
  if (!names || !search) return "";
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (names.includes(name)) kept.append(name, value);
  }
  // Pages read parameters by name, so their order does not change the page (a stable sort).
  kept.sort();
  return kept.toString();
}
