import { localeOfPath } from "../../shared/i18n/locales.ts";

/**
 * What compiled messages need of Paraglide's runtime in the browser, and no more (decision 061):
 * the language of the page's address, as the server used. The build puts this module in place of
 * the generated runtime for the client bundle only (vite.config.ts).
 */
export const getLocale = () => localeOfPath(window.location.pathname);
export const experimentalStaticLocale = undefined;
