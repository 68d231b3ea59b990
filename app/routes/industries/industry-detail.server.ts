import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/industry-detail.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const industry = await context.get(servicesContext).company.industry(params.id);
  if (!industry) throw data(null, { status: 404 });
  return industry;
}
