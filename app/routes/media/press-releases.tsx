import { m } from "../../../shared/i18n/paraglide/messages.js";
import { pressReleaseAnchor } from "../../../shared/media/press-release-anchor.ts";
import { formatLongDate } from "../../../shared/site/date-format.ts";
import { PRESS_RELEASES_PATH, pressReleasesHref } from "../../../shared/site/page-hrefs.ts";
import { PreviewBanner } from "../../components/content/preview-banner.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { useReloading } from "../../hooks/use-reloading.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { useFileUrl } from "../../settings.ts";
import type { Route } from "./+types/press-releases.ts";

const ALL_YEARS = "all";

export { headers, loader } from "./press-releases.server.ts";

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
  breadcrumb: () => [{ label: "Media" }, { label: "Press Releases" }],
};

/**
 * Spec 2.9: year tabs over the list of releases, each with its date, name and a 'View PDF' link
 * that opens in a new tab. Every year shows on arrival, under the first tab.
 */
export default function PressReleases({ loaderData }: Route.ComponentProps) {
  const { year, years, releases, preview } = loaderData;
  const fileUrl = useFileUrl();
  const loading = useReloading(PRESS_RELEASES_PATH);
  const tabs = [
    { key: ALL_YEARS, label: "All years", to: pressReleasesHref() },
    ...years.map((each) => ({
      key: String(each),
      label: String(each),
      to: pressReleasesHref(each),
    })),
  ];
  return (
    <>
      {preview ? <PreviewBanner editorHref={preview.editorHref} /> : null}
      <PageBanner title="Press Releases" lead="Announcements from Fenmoor Chemicals, newest first." />
      <div className="container page-section">
        <LinkTabs label="Press releases by year" tabs={tabs} selected={year ? String(year) : ALL_YEARS}>
          <div className="reloading-region" aria-busy={loading}>
            {releases.length > 0 ? (
              <ul className="release-list">
                {releases.map((release) => (
                  <li key={release.id} id={pressReleaseAnchor(release.id)} className="release">
                    <time className="release-date" dateTime={release.date}>
                      {formatLongDate(release.date)}
                    </time>
                    <h2 className="release-title">{release.name}</h2>
                    <a
                      className="release-link"
                      href={fileUrl(release.pdfName)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      View PDF<span className="visually-hidden">: {release.name} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">No Record Found</p>
            )}
          </div>
        </LinkTabs>
      </div>
    </>
  );
}
