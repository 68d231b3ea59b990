import { servicesContext } from "../server/router-context.ts";
import type { Route } from "./+types/root.ts";
import { localeMiddleware } from "./i18n/request-locale.server.ts";

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { settings: context.get(servicesContext).publicSettings };
}
