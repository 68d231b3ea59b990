import { m } from "#shared/i18n/paraglide/messages.js";
import { ContentBlock } from "../../components/content/content-block.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { VideoBanner } from "../../components/content/video-banner.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/company.css";
import type { Route } from "./+types/who-we-are.ts";

export { headers, loader } from "./who-we-are.server.ts";

/** Spec 8: a failed page call leaves the content empty; the heading is the menu's. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({ title: m.nav_who_we_are() }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: "content" in loaderData ? loaderData.content.page_excerpt : "",
        path: "/who-we-are",
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => [{ label: page.title }],
};

/** Spec 2.7: video banner 'Virtual Tour', two image-and-text blocks and one highlighted block. */
export default function WhoWeAre({ loaderData: page }: Route.ComponentProps) {
  if ("loadFailed" in page) {
    return (
      <PageBanner title={page.title}>
        <FailedLoadNotice data={page} />
      </PageBanner>
    );
  }
  const { content } = page;
  return (
    <ContentLanguage lang={page.lang}>
      {page.preview ? <PreviewBanner editorHref={page.preview.editorHref} /> : null}
      <PageBanner title={page.title} lead={content.page_excerpt} />
      {content.video && content.image1 ? (
        <VideoBanner
          title={m.company_virtual_tour()}
          video={content.video}
          poster={content.image1}
          posterAlt={m.company_virtual_tour_poster()}
        />
      ) : null}
      <div className="container page-section content-page">
        <ContentBlock
          title={content.content_title1}
          html={content.content_detail1}
          image={content.content_image1}
        />
        <ContentBlock
          title={content.content_title2}
          html={content.content_detail2}
          image={content.content_image2}
          reverse
        />
        <ContentBlock title={content.content_title3} html={content.content_detail3} highlighted />
      </div>
    </ContentLanguage>
  );
}
