import type { Plugin } from "vite";
import { BASE_LOCALE, isLocale, type Locale } from "../../shared/i18n/locales.ts";

/** The language a client build is for (decision 061): `MESSAGE_LOCALE`, English when unset. */
export function clientBuildLocale(): Locale {
  const locale = process.env.MESSAGE_LOCALE ?? BASE_LOCALE;
  if (!isLocale(locale)) throw new Error(`MESSAGE_LOCALE must be one of the site's languages, not ${locale}`);
  return locale;
}

const MESSAGE_MODULE = /[\\/]shared[\\/]i18n[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/;

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
  return {
    name: "fenmoor-one-language-messages",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      const file = MESSAGE_MODULE.exec(id);
      if (!file || file[1] === "_index") return null;
      const key = /export const (\w+) =/.exec(code)?.[1];
      const compiled = key && (compiledText(code, locale, key) ?? compiledText(code, BASE_LOCALE, key));
      if (!compiled) throw new Error(`Cannot read the compiled message in ${id}`);
      return { code: `export const ${key} = (${compiled.parameters}) => ${compiled.text};\n`, map: null };
    },
  };
}
