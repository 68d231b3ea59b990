import { requestLocale } from "#server/i18n/request-locale.ts";
import { localeOfPath } from "#shared/i18n/locales.ts";
import type { Route } from "../+types/root.ts";

/** Runs a request's loaders, actions and rendering in the language of its address (`/de/…`). */
export const localeMiddleware: Route.MiddlewareFunction = ({ request }, next) =>
  requestLocale.run(localeOfPath(new URL(request.url).pathname), next);
