import { m } from "#shared/i18n/paraglide/messages.js";
import { QUALITY_CERTIFICATIONS_PATH } from "#shared/site/page-hrefs.ts";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { DocumentLink } from "../../components/content/document-link.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import type { Route } from "./+types/quality-certifications.ts";

export { loader } from "./quality-certifications.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_quality_certifications(),
    description: m.meta_quality_description(),
    path: QUALITY_CERTIFICATIONS_PATH,
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_quality_certifications() }] };

/**
 * Spec 2.7: an accordion of the certificates, each with its PDF, plus Safety Compliance, in the page's
 * language (decision 063). The certificates' names stay as they are, as on the home page.
 */
export default function QualityCertifications({ loaderData: certifications }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={m.nav_quality_certifications()} lead={m.meta_quality_description()} />
      <ContentLanguage lang={certifications.lang}>
        <div className="container page-section">
          <p className="content-intro">{certifications.intro}</p>
          <Accordion
            headingLevel={2}
            items={certifications.certifications.map((certification) => ({
              id: certification.id,
              title: (
                <>
                  {certification.name} <span className="accordion-subtitle">{certification.summary}</span>
                </>
              ),
              content: (
                <>
                  {certification.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <ul className="document-list">
                    {certification.documents.map((document) => (
                      <li key={document.file}>
                        <DocumentLink file={document.file} label={document.label} />
                      </li>
                    ))}
                  </ul>
                </>
              ),
            }))}
          />
        </div>
      </ContentLanguage>
    </>
  );
}
