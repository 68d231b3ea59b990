import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { isStaffUrl } from "#shared/staff/paths.ts";

function flatten(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own =
      entry.index && !entry.path ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [own, ...flatten(entry.children ?? [], own === "/" ? "" : own)];
  });
}

/** Concrete public paths (no parameters) of the route table in every language; not /error, not the console. */
export function localizedStaticPaths(): string[] {
  return [...new Set(flatten(routes))].filter(
    (p) => !p.includes(":") && !p.includes("*") && unprefixedPath(p) !== "/error" && !isStaffUrl(p),
  );
}

/**
 * Every concrete public path in the app's route table (no parameters), read from app/routes.ts, in
 * English: the other languages' routes are the same pages (tests/api/languages.test.ts crawls them),
 * so crawling tests stay as long as they were. The staff console's pages are behind sign-in and
 * tested on their own (tests/api/staff-*.test.ts, tests/staff-e2e).
 */
export function staticPaths(): string[] {
  return localizedStaticPaths().filter((p) => unprefixedPath(p) === p);
}

/** Every path of the route table as it spells them, parameters included (`/products/:slug`). */
export function routePatterns(): string[] {
  return [...new Set(flatten(routes))];
}

/** One path per English route of the table: parameters given a sample value, the catch-all an unknown path. */
export function routePaths(): string[] {
  return [...new Set(flatten(routes))]
    .filter((p) => unprefixedPath(p) === p)
    .map((p) => p.replace(/:\w+/g, "sample").replace("*", "no-such-page"));
}
