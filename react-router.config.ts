import type { Config } from "@react-router/dev/config";
import { BASE_LOCALE } from "#shared/i18n/locales.ts";
import { clientBuildLocale } from "./scripts/i18n/one-language-messages.ts";

const locale = clientBuildLocale();

export default {
  ssr: true,
  // A page's client loader is a few bytes (decision 100): in a chunk of its own it would cost every
  // page one more script request (decision 015).
  splitRouteModules: false,
  // The client builds of the other languages go aside; scripts/i18n/build-languages.ts merges their
  // assets into build/client (decision 061).
  buildDirectory: locale === BASE_LOCALE ? "build" : `build/languages/${locale}`,
} satisfies Config;
