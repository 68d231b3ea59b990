import { m } from "#shared/i18n/paraglide/messages.js";
import { CASE_STUDIES_PATH, topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { LinkCard } from "../../components/content/link-card.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/case-study-list.ts";

export { loader } from "./case-study-list.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_case_studies(),
    description: m.meta_case_studies_description(),
    path: CASE_STUDIES_PATH,
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_case_studies() }] };

/** Spec 2.8: the four listed case studies, each card linking to its page. */
export default function CaseStudyList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={m.nav_case_studies()} lead={m.meta_case_studies_description()} />
      <div className="container page-section">
        <ul className="card-grid case-study-grid">
          {loaderData.caseStudies.map((study) => (
            <LinkCard
              key={study.slug}
              to={topLevelPageHref(study.slug)}
              title={study.title}
              summary={study.summary}
              image={study.image}
              lang={study.lang}
              headingLevel={2}
            />
          ))}
        </ul>
      </div>
    </>
  );
}
