import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { CASE_STUDIES_PATH, industryHref, topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { Artwork } from "../../components/content/artwork.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { DocumentLink } from "../../components/content/document-link.tsx";
import { LinkCard } from "../../components/content/link-card.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/stories.css";
import type { Route } from "./+types/case-study.ts";

export { headers, loader } from "./case-study.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: m.meta_case_study_title({ title: loaderData.title }),
        description: loaderData.summary,
        path: topLevelPageHref(loaderData.slug),
        matches,
      })
    : [];

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (study) => [{ label: m.nav_case_studies(), to: CASE_STUDIES_PATH }, { label: study.title }],
};

/** Spec 2.8: one case study with Challenge, Solution, Outcome, its PDF and three related stories. */
export default function CaseStudyPage({ loaderData: study }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  return (
    <ContentLanguage lang={study.lang}>
      {study.preview ? <PreviewBanner editorHref={study.preview.editorHref} /> : null}
      <PageBanner title={study.title} lead={study.summary} />
      <div className="container page-section case-study">
        <div className="case-study-intro">
          <div>
            <p className="case-study-customer">
              <strong>{m.case_study_customer()}</strong> {study.customer}
            </p>
            {study.industryName ? (
              <p>
                <strong>{m.case_study_industry()}</strong>{" "}
                <Link to={localized(industryHref(study.industry))}>{study.industryName}</Link>
              </p>
            ) : null}
          </div>
          <Artwork file={study.image} kind="industry" alt="" eager />
        </div>
        <section aria-labelledby="challenge-title" className="case-study-part">
          <h2 id="challenge-title">{m.case_study_challenge()}</h2>
          <Paragraphs paragraphs={study.challenge} />
        </section>
        <section aria-labelledby="solution-title" className="case-study-part">
          <h2 id="solution-title">{m.case_study_solution()}</h2>
          <Paragraphs paragraphs={study.solution} />
        </section>
        <section aria-labelledby="outcome-title" className="case-study-part">
          <h2 id="outcome-title">{m.case_study_outcome()}</h2>
          <Paragraphs paragraphs={study.outcome} />
          {study.figures.length > 0 ? (
            <dl className="key-figures">
              {study.figures.map((figure) => (
                <div key={figure.label} className="key-figure">
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
        <p className="case-study-download">
          <DocumentLink file={study.pdf} label={m.case_study_download()} />
        </p>
        <section aria-labelledby="related-title" className="related-stories">
          <h2 id="related-title">{m.case_study_related()}</h2>
          <ul className="card-grid">
            {study.related.map((related) => (
              <LinkCard
                key={related.slug}
                to={topLevelPageHref(related.slug)}
                title={related.title}
                summary={related.summary}
                headingLevel={3}
              />
            ))}
          </ul>
        </section>
      </div>
    </ContentLanguage>
  );
}
