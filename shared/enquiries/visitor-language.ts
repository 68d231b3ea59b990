import type { Locale } from "../i18n/locales.ts";

/**
 * Each language's name in English, as the staff console, the team's notification and the export
 * name a visitor's language: the team reads English, so not the languages' own names the switcher shows.
 */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
};
