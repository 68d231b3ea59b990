import type { Locale } from "./locales.ts";

/** A compiled message without parameters: its text in the current language, or in the one asked for. */
export type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
