import { AsyncLocalStorage } from "node:async_hooks";
import { BASE_LOCALE, type Locale, localeOfPath } from "../../shared/i18n/locales.ts";
import { overwriteGetLocale } from "../../shared/i18n/paraglide/runtime.js";
import type { Route } from "../+types/root.ts";

const requestLocale = new AsyncLocalStorage<Locale>();
// Requests render concurrently: each message call reads the language of its own request's address.
overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);

/** Runs a request's loaders, actions and rendering in the language of its address (`/de/…`). */
export const localeMiddleware: Route.MiddlewareFunction = ({ request }, next) =>
  requestLocale.run(localeOfPath(new URL(request.url).pathname), next);
