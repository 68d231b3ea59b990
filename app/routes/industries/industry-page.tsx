import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRIES_PATH, industryHref, topLevelPageHref } from "#shared/site/page-hrefs.ts";
import { Artwork } from "../../components/content/artwork.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import "../../styles/stories.css";
import type { Route } from "./+types/industry-page.ts";
import { ProductTable } from "./product-table.tsx";

export { headers, loader } from "./industry-page.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: m.meta_industry_page_title({ name: loaderData.page.name }),
        description: loaderData.page.summary,
        path: topLevelPageHref(loaderData.page.slug),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ page }) => [{ label: m.nav_industries(), to: INDUSTRIES_PATH }, { label: page.name }],
};

/**
 * Spec 2.8: the nine static industry pages, one module driven by their data: About text, then an
 * accordion of sections (first open, one at a time), each with its product table.
 */
export default function IndustryPageRoute({ loaderData }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  const { page, parent, datasheets, preview } = loaderData;
  return (
    <ContentLanguage lang={loaderData.lang}>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title={page.name} lead={page.summary} />
      <div className="container page-section industry-detail industry-page">
        <section className="industry-about" aria-labelledby="about-title">
          <div>
            <h2 id="about-title">{m.industry_about()}</h2>
            {page.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {parent ? (
              <p>
                {m.industry_see_also()}
                <Link to={localized(industryHref(parent.slug))}>{parent.name}</Link>
              </p>
            ) : null}
          </div>
          <Artwork file={page.image} kind="industry" alt="" eager />
        </section>
        <section aria-labelledby="products-title">
          <h2 id="products-title">{m.industry_products()}</h2>
          <Accordion
            key={page.slug}
            headingLevel={3}
            items={page.sections.map((section, index) => ({
              id: `section-${index + 1}`,
              title: section.name,
              content: (
                <>
                  <p>{section.intro}</p>
                  <ProductTable
                    caption={`${section.name} products`}
                    rows={section.rows}
                    datasheets={datasheets}
                  />
                </>
              ),
            }))}
          />
        </section>
      </div>
    </ContentLanguage>
  );
}
