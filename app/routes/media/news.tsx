import { BASE_LOCALE, localizedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { NEWS_PATH, newsPageHref } from "#shared/site/page-hrefs.ts";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import { NewsArticle } from "../../components/media/news-article.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { useNewsFragment } from "../../hooks/use-news-fragment.ts";
import { useReloading } from "../../hooks/use-reloading.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { fileUrl, useSettings } from "../../settings.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import "../../styles/media.css";
import type { Route } from "./+types/news.ts";

const NEWS_LIST_ID = "news-items";

export { headers, loader } from "./news.server.ts";

/** Spec 8: a failed news call empties the list. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({ page: 1, totalPages: 1, items: [], preview: null }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page > 1 ? m.meta_news_page({ page: loaderData.page }) : m.nav_news(),
        description: m.meta_news_description(),
        path: newsPageHref(loaderData.page),
        matches,
      })
    : [];

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [{ label: m.news_media() }, { label: m.news_title() }],
};

/** Spec 2.9: news items, five a page, with Prev/Next paging and `#<id>` pointing at one item. */
export default function News({ loaderData }: Route.ComponentProps) {
  const { page, totalPages, items, preview } = loaderData;
  const highlighted = useNewsFragment("news-item");
  const loading = useReloading(NEWS_PATH);
  const settings = useSettings();
  const site = useSiteIdentity();
  const locale = usePageLocale();
  const absolute = (address: string) => (address.startsWith("/") ? `${settings.siteUrl}${address}` : address);
  const organisation = { "@type": "Organization", name: site.company.legalName, url: settings.siteUrl };
  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title={m.news_title()} lead={m.news_lead()}>
        {locale === BASE_LOCALE ? null : <p>{m.news_english_only()}</p>}
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <JsonLd
        data={
          import.meta.env.SSR && {
            "@graph": items.map((item) => ({
              "@type": "NewsArticle",
              headline: item.name,
              datePublished: item.date,
              description: item.summary,
              url: absolute(newsPageHref(page, `#${item.id}`)),
              ...(item.image ? { image: absolute(fileUrl(settings, item.image)) } : {}),
              author: organisation,
              publisher: organisation,
            })),
          }
        }
      />
      <div className="container page-section">
        <section
          id={NEWS_LIST_ID}
          className="reloading-region paged-list"
          aria-label={m.news_items()}
          aria-busy={loading}
          tabIndex={-1}
        >
          {items.length > 0 ? (
            <div className="news-list">
              {items.map((item, index) => (
                <NewsArticle
                  key={item.id}
                  item={item}
                  highlighted={highlighted === String(item.id) || preview?.id === item.id}
                  eager={index === 0}
                />
              ))}
            </div>
          ) : (
            <p className="empty-state">{m.news_none()}</p>
          )}
        </section>
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(number) => localizedPath(newsPageHref(number), locale)}
          listId={NEWS_LIST_ID}
          previousLabel={m.pager_prev()}
          label={m.news_pages()}
        />
      </div>
    </>
  );
}
