import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/industry-list.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [industries, applications] = await Promise.all([
    services.company.industries(),
    services.industryPages.list(),
  ]);
  return { industries, applications };
}
