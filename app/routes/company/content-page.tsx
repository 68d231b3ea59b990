import { unprefixedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { Artwork } from "../../components/content/artwork.tsx";
import { ContentBlock } from "../../components/content/content-block.tsx";
import { ContentLanguage } from "../../components/content/content-language.tsx";
import { DocumentLink } from "../../components/content/document-link.tsx";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { RichText } from "../../components/content/rich-text.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import "../../styles/company.css";
import type { Route } from "./+types/content-page.ts";
import { CONTENT_PAGES, type ContentPageSettings, isContentPageSlug } from "./content-pages.ts";

export { headers, loader } from "./content-page.server.ts";

/** Spec 8: a failed page call leaves the content empty; the heading is the menu's. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => {
    const slug = unprefixedPath(new URL(request.url).pathname).slice(1);
    // The route table gives this module the content pages' addresses only.
    if (!isContentPageSlug(slug)) throw new Error(`No content page at ${slug}`);
    return { slug, page: { title: CONTENT_PAGES[slug].title() } };
  });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: "content" in loaderData.page ? loaderData.page.content.page_excerpt : "",
        path: location.pathname,
        matches,
      })
    : [];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ slug, page }) => [...CONTENT_PAGES[slug].parents, { label: page.title }],
};

/** Vision, CSR, careers overview, innovation overview, R&D and ESG: the CMS pages of spec 2.7. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { careers } = useSiteIdentity().email;
  if ("loadFailed" in loaderData) {
    return (
      <PageBanner title={loaderData.page.title}>
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
    );
  }
  const { slug, page } = loaderData;
  const { content } = page;
  const settings: ContentPageSettings = CONTENT_PAGES[slug];
  const certificates = settings.documents === "certificates";
  const documents = [
    { title: content.pdf_title1, file: content.content_pdf1, image: content.content_image1 },
    { title: content.pdf_title2, file: content.content_pdf2, image: content.content_image2 },
  ].filter((document) => document.title && document.file);
  // content_image1 goes beside the first block and content_image2 beside the third, so pictures
  // alternate sides; on certificate pages they are the certificates' pictures instead.
  const blockImage = (n: number) =>
    certificates
      ? undefined
      : n === 1
        ? content.content_image1
        : n === 3
          ? content.content_image2
          : undefined;
  const blocks = [1, 2, 3, 4] as const;

  return (
    <ContentLanguage lang={page.lang}>
      {page.preview ? <PreviewBanner editorHref={page.preview.editorHref} /> : null}
      <PageBanner title={page.title} lead={content.page_excerpt} />
      <div className="container page-section content-page">
        {content.image1 ? (
          <Artwork file={content.image1} kind="page" alt="" className="content-page-hero" eager />
        ) : null}
        {blocks.map((n) => (
          <ContentBlock
            key={n}
            title={content[`content_title${n}`]}
            html={content[`content_detail${n}`]}
            image={blockImage(n) || undefined}
            reverse={n === 3}
          />
        ))}
        {settings.careersMailbox ? (
          <aside className="callout">
            <h2>{m.company_write_to_us()}</h2>
            <p>
              {m.company_careers_before()}
              <a href={`mailto:${careers}`}>{careers}</a>
              {m.company_careers_after()}
            </p>
          </aside>
        ) : null}
        {content.page_experts ? <RichText html={content.page_experts} className="callout" /> : null}
        {documents.length > 0 ? (
          <section className="documents" aria-labelledby="documents-title">
            <h2 id="documents-title">{certificates ? m.company_certificates() : m.company_documents()}</h2>
            <ul className={certificates ? "certificate-cards" : "document-list"}>
              {documents.map((document) => (
                <li key={document.file} className={certificates ? "certificate-card" : undefined}>
                  {certificates && document.image ? (
                    <Artwork file={document.image} kind="certificate" alt="" className="certificate-image" />
                  ) : null}
                  {certificates ? <h3>{document.title}</h3> : null}
                  <DocumentLink
                    file={document.file}
                    label={certificates ? m.company_download_certificate() : document.title}
                    hiddenContext={certificates ? document.title : undefined}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </ContentLanguage>
  );
}
