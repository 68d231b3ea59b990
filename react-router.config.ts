import type { Config } from "@react-router/dev/config";
import { BASE_LOCALE } from "#shared/i18n/locales.ts";
import { clientBuildLocale } from "./scripts/i18n/one-language-messages.ts";

const locale = clientBuildLocale();

export default {
  ssr: true,
  // The client builds of the other languages go aside; scripts/i18n/build-languages.ts merges their
  // assets into build/client (decision 061).
  buildDirectory: locale === BASE_LOCALE ? "build" : `build/languages/${locale}`,
} satisfies Config;
