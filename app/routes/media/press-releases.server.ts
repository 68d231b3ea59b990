import { data, redirect } from "react-router";
import { z } from "zod";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { PressReleaseRecord, pressReleaseFile } from "#server/media/content-files.ts";
import { pressReleaseKind } from "#server/media/press-release-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type Locale, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { newestFirst } from "#shared/media/newest-first.ts";
import { pressReleaseAnchor } from "#shared/media/press-release-anchor.ts";
import { PRESS_RELEASES_PATH, pressReleasesHref } from "#shared/site/page-hrefs.ts";
import { PRESS_RELEASE_QUERY } from "#shared/site/page-query.ts";
import type { Route } from "./+types/press-releases.ts";

/** `?year=` is a four-digit year; absent, empty or malformed means every year. */
const YearParam = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** `?item=` and `?preview=` name a release by id. */
const ItemParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Spec 2.9, 4: press releases of one year, or of every year on arrival, and the years to choose from.
 * `?item=<id>` answers with a redirect to the year holding that release, at the release; a release
 * taken down answers 404 (decision 070).
 */
async function loadPressReleases(services: Services, search: URLSearchParams, locale: Locale) {
  const item = search.get(PRESS_RELEASE_QUERY.item);
  if (item !== null) {
    const id = ItemParam.safeParse(item);
    const release = id.success ? await services.media.pressRelease(id.data) : undefined;
    if (!release) {
      if (id.success && (await services.contentEditing.isWithdrawn(pressReleaseKind.name, String(id.data)))) {
        throw data("This press release has been taken down.", { status: 404 });
      }
      throw redirect(localizedPath(PRESS_RELEASES_PATH, locale));
    }
    const target = `${pressReleasesHref(yearOf(release.date))}#${pressReleaseAnchor(release.id)}`;
    throw redirect(localizedPath(target, locale));
  }
  const year = YearParam.parse(search.get(PRESS_RELEASE_QUERY.year) ?? undefined);
  const [releases, years] = await Promise.all([
    services.media.pressReleases(year),
    services.media.pressReleaseYears(),
  ]);
  return { year: year ?? null, years, releases, preview: null };
}

/** `?preview=<id>`: a signed-in editor sees the year of the release's draft as it would be live. */
async function loadPreview(services: Services, request: Request, key: string) {
  if (!ItemParam.safeParse(key).success) return undefined;
  const record = await previewRecord(services, request, pressReleaseKind.name, key);
  if (!record) return undefined;
  const draft = PressReleaseRecord.parse(record);
  const year = yearOf(draft.date);
  const [live, liveYears] = await Promise.all([
    services.media.pressReleases(year),
    services.media.pressReleaseYears(),
  ]);
  const shown = { id: draft.id, name: draft.name, date: draft.date, pdfName: pressReleaseFile(draft) };
  const releases = [...live.filter((release) => release.id !== draft.id), shown].sort(newestFirst);
  return data(
    {
      year,
      years: [...new Set([...liveYears, year])].sort((a, b) => b - a),
      releases,
      preview: { id: draft.id, editorHref: contentItemPath(pressReleaseKind.name, draft.id) },
    },
    { headers: PREVIEW_HEADERS },
  );
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const preview = search.get(PRESS_RELEASE_QUERY.preview);
  return (
    (preview !== null && (await loadPreview(services, request, preview))) ||
    loadPressReleases(services, search, localeOfPath(url.pathname))
  );
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
