import { data } from "react-router";
import { servicesContext } from "../../../server/router-context.ts";
import { unprefixedPath } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/case-study.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` ends in `.data` on client-side navigation.
  const slug = unprefixedPath(url.pathname).slice(1);
  const services = context.get(servicesContext);
  const caseStudy = await services.caseStudies.caseStudy(slug);
  if (!caseStudy) throw data(null, { status: 404 });
  const industry = (await services.company.industries()).find(
    (candidate) => candidate.slug === caseStudy.industry,
  );
  return { ...caseStudy, industryName: industry?.name };
}
