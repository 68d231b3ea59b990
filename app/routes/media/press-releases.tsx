import { BASE_LOCALE, localizedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { pressReleaseAnchor } from "#shared/media/press-release-anchor.ts";
import { formatLongDate } from "#shared/site/date-format.ts";
import { PRESS_RELEASES_PATH, pressReleasesHref } from "#shared/site/page-hrefs.ts";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { FailedLoadNotice } from "../../components/ui/failed-load-notice.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useReloading } from "../../hooks/use-reloading.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { loadOrEmpty } from "../../navigation/failed-load.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl } from "../../settings.ts";
import "../../styles/media.css";
import type { Route } from "./+types/press-releases.ts";

const ALL_YEARS = "all";

export { headers, loader } from "./press-releases.server.ts";

/** Spec 8: a failed press release call empties the list. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  loadOrEmpty(serverLoader, () => ({ year: null, years: [], releases: [], preview: null }));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.year
      ? m.meta_press_releases_year({ year: loaderData.year })
      : m.meta_press_releases_title(),
    description: m.meta_press_releases_description(),
    path: pressReleasesHref(loaderData?.year),
    matches,
  });

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [{ label: m.news_media() }, { label: m.news_press_releases() }],
};

/**
 * Spec 2.9: year tabs over the list of releases, each with its date, name and a 'View PDF' link
 * that opens in a new tab. Every year shows on arrival, under the first tab.
 */
export default function PressReleases({ loaderData }: Route.ComponentProps) {
  const { year, years, releases, preview } = loaderData;
  const fileUrl = useFileUrl();
  const loading = useReloading(PRESS_RELEASES_PATH);
  const locale = usePageLocale();
  const localized = (path: string) => localizedPath(path, locale);
  // Press releases are published in English only (decision 065).
  const english = locale === BASE_LOCALE;
  const tabs = [
    { key: ALL_YEARS, label: m.news_all_years(), to: localized(pressReleasesHref()) },
    ...years.map((each) => ({
      key: String(each),
      label: String(each),
      to: localized(pressReleasesHref(each)),
    })),
  ];
  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title={m.news_press_releases()} lead={m.news_press_lead()}>
        {english ? null : <p>{m.news_press_english_only()}</p>}
        <FailedLoadNotice data={loaderData} />
      </PageBanner>
      <div className="container page-section">
        <LinkTabs label={m.news_by_year()} tabs={tabs} selected={year ? String(year) : ALL_YEARS}>
          <div className="reloading-region" aria-busy={loading}>
            {releases.length > 0 ? (
              <ul className="release-list">
                {releases.map((release) => (
                  <li key={release.id} id={pressReleaseAnchor(release.id)} className="release">
                    <time className="release-date" dateTime={release.date}>
                      {formatLongDate(release.date, locale)}
                    </time>
                    <h2 className="release-title" lang={english ? undefined : "en"}>
                      {release.name}
                    </h2>
                    <a
                      className="release-link"
                      href={fileUrl(release.pdfName)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {m.news_view_pdf()}
                      <span className="visually-hidden">{m.news_view_pdf_name({ name: release.name })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">{m.news_none()}</p>
            )}
          </div>
        </LinkTabs>
      </div>
    </>
  );
}
