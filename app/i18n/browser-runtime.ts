import { localeOfPath } from "#shared/i18n/locales.ts";

/**
 * What compiled messages need of Paraglide's runtime in the development browser, and no more: the
 * language of the page's address, as the server used. Vite's dev server puts this module in place
 * of the generated runtime for the client only (vite.config.ts); a production client build holds
 * one language's texts and no runtime (decision 061).
 */
export const getLocale = () => localeOfPath(window.location.pathname);
export const experimentalStaticLocale = undefined;
