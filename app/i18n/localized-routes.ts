import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Locale } from "#shared/i18n/locales.ts";

/** React Router's default id of a route without one: its file, relative to app/, without extension. */
function defaultId(file: string): string {
  return file.replace(/\.[jt]sx?$/, "");
}

/**
 * The public routes again under a language's prefix (`/de/contact-us`), generated from the one
 * route table: same modules, ids prefixed with the language so that each stays unique.
 */
export function localizedRoutes(locale: Locale, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${locale}/${entry.id ?? defaultId(entry.file)}`,
    path: entry.path ? `${locale}/${entry.path}` : locale,
    children: entry.children ? localizedRoutes(locale, entry.children) : undefined,
  }));
}
