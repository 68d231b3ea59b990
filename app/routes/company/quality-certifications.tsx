import certifications from "../../../content/company/certifications.json" with { type: "json" };
import { BASE_LOCALE } from "../../../shared/i18n/locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { DocumentLink } from "../../components/content/document-link.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/quality-certifications.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_quality_certifications(),
    description: m.meta_quality_description(),
    path: "/quality-certifications",
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_quality_certifications() }] };

/**
 * Spec 2.7: an accordion of the certificates, each with its PDF, plus Safety Compliance. The
 * certificates' texts are content without translations yet: marked English on the other languages' pages.
 */
export default function QualityCertifications() {
  const locale = usePageLocale();
  return (
    <>
      <PageBanner title={m.nav_quality_certifications()} lead={m.meta_quality_description()} />
      <div className="container page-section" lang={locale === BASE_LOCALE ? undefined : "en"}>
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
    </>
  );
}
