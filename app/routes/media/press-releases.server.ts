import { z } from "zod";
import { servicesContext } from "../../../server/router-context.ts";
import type { Services } from "../../../server/services.ts";
import type { Route } from "./+types/press-releases.ts";

/** `?year=` is a four-digit year; absent, empty or malformed means every year. */
const YearParam = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** Spec 2.9, 4: press releases of one year, or of every year on arrival, and the years to choose from. */
export async function loadPressReleases(services: Services, search: URLSearchParams) {
  const year = YearParam.parse(search.get("year") ?? undefined);
  const [releases, years] = await Promise.all([
    services.media.pressReleases(year),
    services.media.pressReleaseYears(),
  ]);
  return { year: year ?? null, years, releases };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPressReleases(context.get(servicesContext), new URL(request.url).searchParams);
}
