import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { BASE_LOCALE, type Locale, localeOfPath } from "#shared/i18n/locales.ts";
import { PROJECT_ROOT } from "./files.ts";

/** The asset manifests of the other languages' client builds (scripts/i18n/build-languages.ts). */
export const LANGUAGE_ASSETS_FILE = path.join(PROJECT_ROOT, "build/server/language-assets.json");

/**
 * The server build, serving each page the scripts of its own language (decision 061): one server
 * build renders every language; its asset manifest is the one of the request's language.
 */
export function languageAssets(app: FastifyInstance, build: ServerBuild): ServerBuild {
  if (!fs.existsSync(LANGUAGE_ASSETS_FILE)) return build;
  const manifests = JSON.parse(fs.readFileSync(LANGUAGE_ASSETS_FILE, "utf8")) as Partial<
    Record<Locale, ServerBuild["assets"]>
  >;
  const manifestPath = build.routeDiscovery.manifestPath;
  const localeOfVersion = new Map(
    Object.entries(manifests).map(([locale, manifest]) => [manifest?.version, locale as Locale]),
  );
  // A page's language is its address's. React Router's route discovery (`/__manifest`) asks with
  // the version of the manifest the page has, which names the language's build.
  const assetsLocale = (url: string): Locale => {
    const { pathname, searchParams } = new URL(url, "http://site");
    if (pathname !== manifestPath) return localeOfPath(pathname);
    return localeOfVersion.get(searchParams.get("version") ?? "") ?? BASE_LOCALE;
  };
  const requestLocale = new AsyncLocalStorage<Locale>();
  app.addHook("onRequest", (request, _reply, done) => requestLocale.run(assetsLocale(request.url), done));
  return {
    ...build,
    get assets() {
      return manifests[requestLocale.getStore() ?? BASE_LOCALE] ?? build.assets;
    },
  };
}
