import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRIES_PATH, industryHref, topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { LinkCard } from "../../components/content/link-card.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/stories.css";
import type { Route } from "./+types/industry-list.ts";

export { loader } from "./industry-list.server.ts";

/** Spec 8: a failed industries call leaves empty lists. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({ industries: [], applications: [] }));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_industries(),
    description: m.meta_industries_description(),
    path: INDUSTRIES_PATH,
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_industries() }] };

/** Spec 2.8: industry cards linking to /industries/{slug}, then the static application pages. */
export default function IndustryList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={m.nav_industries()} lead={m.meta_industries_description()}>
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <div className="container page-section">
        <ul className="card-grid industry-grid">
          {loaderData.industries.map((industry) => (
            <LinkCard
              key={industry.slug}
              to={industryHref(industry.slug)}
              title={industry.name}
              summary={industry.summary}
              image={industry.image}
              lang={industry.lang}
              headingLevel={2}
            />
          ))}
        </ul>
        <section aria-labelledby="applications-title" className="industry-applications">
          <h2 id="applications-title">{m.industry_applications()}</h2>
          <ul className="card-grid">
            {loaderData.applications.map((application) => (
              <LinkCard
                key={application.slug}
                to={topLevelPageHref(application.slug)}
                title={application.name}
                summary={application.summary}
                lang={application.lang}
                headingLevel={3}
              />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
