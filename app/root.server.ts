import { servicesContext } from "../server/router-context.ts";
import type { Route } from "./+types/root.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { settings: context.get(servicesContext).publicSettings };
}
