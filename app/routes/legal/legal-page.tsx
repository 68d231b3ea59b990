import { m } from "#shared/i18n/paraglide/messages.js";
import { formatLongDate, formatMonthYear } from "#shared/site/date-format.ts";
import { topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { DataTable } from "../../components/ui/data-table.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/legal.css";
import type { Route } from "./+types/legal-page.ts";

export { loader } from "./legal-page.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.document.title,
        description: loaderData.document.description,
        path: topLevelPageHref(loaderData.slug),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ document }) => [{ label: document.title }],
};

/** Spec 2.9: the disclaimer, privacy policy and terms of use, from content/legal/. */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const locale = usePageLocale();
  return (
    <ContentLanguage lang={loaderData.lang}>
      <PageBanner title={document.title} lead={document.lead}>
        <p className="legal-dates">
          {document.issued ? m.legal_issued({ date: formatMonthYear(document.issued, locale) }) : null}
          {document.revised ? m.legal_revised({ date: formatMonthYear(document.revised, locale) }) : null}
          {document.updated ? m.legal_updated({ date: formatLongDate(document.updated, locale) }) : null}
        </p>
      </PageBanner>
      <div className="container page-section legal">
        <nav className="legal-contents" aria-label={m.legal_on_this_page()}>
          <h2 className="legal-contents-title">{m.legal_on_this_page()}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-text">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, index) =>
                block.kind === "html" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in a fixed order
                  <RichText key={index} html={block.html} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in a fixed order
                  <DataTable key={index} {...block.table} />
                ),
              )}
            </section>
          ))}
        </div>
      </div>
    </ContentLanguage>
  );
}
