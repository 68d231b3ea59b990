import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BASE_LOCALE, isLocale, type Locale } from "#shared/i18n/locales.ts";

/** The language a client build is for (decision 061): `MESSAGE_LOCALE`, English when unset. */
export function clientBuildLocale(): Locale {
  const locale = process.env.MESSAGE_LOCALE ?? BASE_LOCALE;
  if (!isLocale(locale)) throw new Error(`MESSAGE_LOCALE must be one of the site's languages, not ${locale}`);
  return locale;
}

const MESSAGE_MODULE = /[\\/]shared[\\/]i18n[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/;
const MESSAGES_DIR = path.resolve(import.meta.dirname, "../../shared/i18n/paraglide/messages");
/**
 * A call of a message without parameters, in a module that imports Paraglide's `m`: `m.key()`, or
 * `m.key({}, { locale })`, which names the language for the server and is moot in a one-language build.
 */
const PLAIN_CALL = /\bm\.(\w+)\((?:\{\}, \{ locale \})?\)/g;

/** Paraglide's compiled text of one message in one language: its parameters and template literal. */
function compiledText(code: string, locale: Locale, key: string) {
  const pattern = new RegExp(
    `const ${locale}_${key} = /\\*\\*[\\s\\S]*?\\*/ \\(([^)]*)\\) => \\{\\s*return /\\*\\*[\\s\\S]*?\\*/ \\((\`(?:[^\`\\\\]|\\\\.)*\`)\\)`,
  );
  const match = pattern.exec(code);
  return match ? { parameters: match[1], text: match[2] } : undefined;
}

/**
 * A production client build for one language: each of Paraglide's message modules (one function
 * holding all four languages) becomes that language's text alone, so a page's chunks carry its own
 * language and no other. A message the language lacks keeps English, as Paraglide's fallback does.
 * The server build keeps all four languages.
 */
export function oneLanguageMessages(locale: Locale): Plugin {
  const oneLanguage = (code: string, key: string) =>
    compiledText(code, locale, key) ?? compiledText(code, BASE_LOCALE, key);
  const plainTexts = new Map<string, string | null>();
  /** The text of a message without parameters, read from its compiled module; null for the others. */
  const plainText = (key: string) => {
    if (!plainTexts.has(key)) {
      const file = path.join(MESSAGES_DIR, `${key}.js`);
      const compiled = fs.existsSync(file) ? oneLanguage(fs.readFileSync(file, "utf8"), key) : undefined;
      plainTexts.set(key, compiled?.parameters === "" ? (compiled.text ?? null) : null);
    }
    return plainTexts.get(key);
  };
  return {
    name: "fenmoor-one-language-messages",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      const file = MESSAGE_MODULE.exec(id);
      if (!file) {
        // A call of a message without parameters becomes its text: the minifier cannot inline a
        // function across modules, and each one left costs the shell its name, arrow and call.
        if (id.includes("node_modules") || !code.includes("/i18n/paraglide/messages.js")) return null;
        const inlined = code.replace(PLAIN_CALL, (call, key: string) => plainText(key) ?? call);
        return inlined === code ? null : { code: inlined, map: null };
      }
      if (file[1] === "_index") return null;
      const key = /export const (\w+) =/.exec(code)?.[1];
      const compiled = key && oneLanguage(code, key);
      if (!compiled) throw new Error(`Cannot read the compiled message in ${id}`);
      return { code: `export const ${key} = (${compiled.parameters}) => ${compiled.text};\n`, map: null };
    },
  };
}
