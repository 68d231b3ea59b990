import type { CompilerOptions } from "@inlang/paraglide-js";

/**
 * How the interface messages (`messages/*.json`) compile, read by `npm run messages` and the Vite
 * plugin (decision 060). The locale is never guessed by Paraglide: the server sets it per request
 * from the address, the browser from the page's `<html lang>` (shared/i18n/page-locale.ts).
 */
export const PARAGLIDE_OPTIONS = {
  project: "./project.inlang",
  outdir: "./shared/i18n/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
} satisfies CompilerOptions;
