import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/case-study-list.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { caseStudies: await context.get(servicesContext).caseStudies.list() };
}
