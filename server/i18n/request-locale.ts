import { AsyncLocalStorage } from "node:async_hooks";
import { BASE_LOCALE, type Locale } from "#shared/i18n/locales.ts";
import { overwriteGetLocale } from "#shared/i18n/paraglide/runtime.js";

const STORE_KEY = Symbol.for("fenmoor.request-locale");
const registry = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<Locale> };

// One store per process although this module, and Paraglide's runtime with it, is loaded twice: by
// Node for the host (the enquiry service validates a page's post) and in the server build (pages).
registry[STORE_KEY] ??= new AsyncLocalStorage<Locale>();

/** The language of the request being answered: a page's address sets it; the JSON API stays English. */
export const requestLocale: AsyncLocalStorage<Locale> = registry[STORE_KEY];

// Requests run concurrently: each message call, in either copy of the runtime, reads its own request's language.
overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);
