/**
 * After the English build: a client build per other language (decision 061), its assets merged into
 * build/client/assets (names are content hashes, so a chunk the languages share is one file), and
 * each language's asset manifest written beside the server build for the service to serve with the
 * pages of that language (server/http/language-assets.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_ASSETS_FILE } from "#server/http/language-assets.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ASSETS = path.join(ROOT, "build/client/assets");
const MANIFEST_SCRIPT = /^window\.__reactRouterManifest=(.*);$/s;

const manifests: Record<string, unknown> = {};
for (const locale of PREFIXED_LOCALES) {
  const out = path.join(ROOT, "build/languages", locale);
  execFileSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, MESSAGE_LOCALE: locale },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const assets = path.join(out, "client/assets");
  for (const name of fs.readdirSync(assets)) {
    if (name.startsWith("manifest-")) {
      const script = fs.readFileSync(path.join(assets, name), "utf8").trim();
      manifests[locale] = JSON.parse(MANIFEST_SCRIPT.exec(script)?.[1] ?? "null");
    } else if (!fs.existsSync(path.join(ASSETS, name))) {
      fs.copyFileSync(path.join(assets, name), path.join(ASSETS, name));
    }
  }
  if (!manifests[locale]) throw new Error(`No asset manifest in the ${locale} client build`);
}
fs.writeFileSync(LANGUAGE_ASSETS_FILE, JSON.stringify(manifests));
fs.rmSync(path.join(ROOT, "build/languages"), { recursive: true, force: true });
console.log(`client builds for ${PREFIXED_LOCALES.join(", ")} merged into build/client`);
