import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRY_NAMES } from "#shared/industries/industry-names.ts";
import { INDUSTRIES_PATH, industryHref } from "#shared/site/page-hrefs.ts";
import { Artwork } from "../../components/content/artwork.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import { Accordion } from "../../components/ui/accordion.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import type { Route } from "./+types/industry-detail.ts";

export { headers, loader } from "./industry-detail.server.ts";

/** Spec 8: a failed industry detail call leaves its sections empty; the heading is the menu's. */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({
    slug: params.id,
    name: Object.hasOwn(INDUSTRY_NAMES, params.id)
      ? INDUSTRY_NAMES[params.id as keyof typeof INDUSTRY_NAMES]()
      : m.nav_industries(),
    image: "",
    summary: "",
    about: "",
    sections: [],
    preview: null,
    lang: undefined,
  }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: m.meta_industry_title({ name: loaderData.name }),
        description: loaderData.summary,
        path: industryHref(loaderData.slug),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (industry) => [{ label: m.nav_industries(), to: INDUSTRIES_PATH }, { label: industry.name }],
};

/**
 * Spec 2.8: heading and About from the industry, then its sections in an accordion (first open, one
 * at a time). Links in the sections open in a new tab; the seed sets that in the HTML itself.
 */
export default function IndustryDetail({ loaderData: industry }: Route.ComponentProps) {
  return (
    <ContentLanguage lang={industry.lang}>
      {industry.preview ? <PreviewBanner editorHref={industry.preview.editorHref} /> : null}
      <PageBanner title={industry.name} lead={industry.summary}>
        <FailedLoadNotice data={industry} />
      </PageBanner>
      <div className="container page-section industry-detail">
        {industry.about ? (
          <section className="industry-about" aria-labelledby="about-title">
            <div>
              <h2 id="about-title">{m.industry_about()}</h2>
              <RichText html={industry.about} />
            </div>
            <Artwork file={industry.image} kind="industry" alt="" eager />
          </section>
        ) : null}
        <section aria-labelledby="sections-title">
          <h2 id="sections-title">{m.industry_how_we_help()}</h2>
          <Accordion
            key={industry.slug}
            headingLevel={3}
            items={industry.sections.map((section, index) => ({
              id: `section-${index + 1}`,
              title: section.name,
              content: <RichText html={section.detail} />,
            }))}
          />
        </section>
      </div>
    </ContentLanguage>
  );
}
