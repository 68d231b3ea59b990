import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_SUGGESTION_PATH } from "#shared/i18n/language-suggestion.ts";
import { STAFF_PATH } from "#shared/staff/paths.ts";
import { PROJECT_ROOT } from "./files.ts";

/** The files the build copies from public/ to the site's root (`/favicon.svg`, `/social-card.png`). */
const ROOT_FILES = fs.readdirSync(path.join(PROJECT_ROOT, "public")).map((name) => `/${name}`);

/**
 * Every address the service answers itself rather than a page (decision 091), which no redirect may
 * take: the redirect hooks run before all of them. Folders answer with everything under them.
 */
const RESERVED_ADDRESSES = {
  folders: ["/api", STAFF_PATH, "/files", "/assets"],
  paths: [
    "/healthz",
    "/readyz",
    "/robots.txt",
    "/sitemap.xml",
    LANGUAGE_SUGGESTION_PATH,
    // React Router's lazy route discovery (its `routeDiscovery.manifestPath`).
    "/__manifest",
    // Browsers ask for it whatever the page names.
    "/favicon.ico",
    ...ROOT_FILES,
  ],
  // React Router's single-fetch data of every page (`/news.data`, `/_.data` for the home page).
  suffixes: [".data"],
} as const;

const PATHS = new Set<string>(RESERVED_ADDRESSES.paths);

/** Whether `key` (a path as `requestRedirectKey` spells it) is one the service answers itself. */
export function isReservedAddress(key: string): boolean {
  return (
    PATHS.has(key) ||
    RESERVED_ADDRESSES.folders.some((folder) => key === folder || key.startsWith(`${folder}/`)) ||
    RESERVED_ADDRESSES.suffixes.some((suffix) => key.endsWith(suffix))
  );
}
