import { createContext } from "react";
import type { Locale } from "#shared/i18n/locales.ts";

/**
 * The language a server-rendered page offers its visitor and the page to come back to (decision
 * 066); set by app/entry.server.tsx, absent from the browser's build.
 */
export const LanguageSuggestionContext = /* @__PURE__ */ createContext<{
  locale: Locale;
  back: string;
} | null>(null);
