import { data, redirect } from "react-router";
import { z } from "zod";
import { PREVIEW_HEADERS, previewRecord } from "#server/content-editing/preview.ts";
import { richTextToPlain } from "#server/html/sanitize.ts";
import { NewsRecord } from "#server/media/content-files.ts";
import type { NewsItem } from "#server/media/media.ts";
import { newsKind } from "#server/media/news-kind.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { contentItemPath } from "#shared/content-editing/console-paths.ts";
import { type Locale, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { NEWS_PAGE_SIZE } from "#shared/media/news-page.ts";
import { NEWS_PATH, newsPageHref } from "#shared/site/page-hrefs.ts";
import { NEWS_QUERY } from "#shared/site/page-query.ts";
import { richTextHeadingsFrom } from "#shared/site/rich-text-headings.ts";
import { uploadedImageHash } from "#shared/uploads/responsive-image.ts";
import { existingPage, requestedPage } from "../../navigation/page-number.ts";
import type { Route } from "./+types/news.ts";

/** `?item=` names a news item by id, to open the page that holds it. */
const ItemParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

/**
 * Each item with its summary, and an uploaded image (decision 071) with the sizes and formats of its
 * `<picture>`; a picture from the content files' artwork is drawn as it is.
 */
const withSummary = (services: Services, items: NewsItem[]) =>
  Promise.all(
    items.map(async (news) => {
      const hash = news.image ? uploadedImageHash(news.image) : undefined;
      const picture = hash ? ((await services.uploads.responsiveImage(hash)) ?? null) : null;
      // The text's headings sit beneath the item's own h2 title.
      const description = richTextHeadingsFrom(news.description, 3);
      return { ...news, description, summary: richTextToPlain(news.description), picture };
    }),
  );

/**
 * One page of news (spec 2.9, 9: five a page, offset 5 × (page − 1)). `?item=<id>` answers with a
 * redirect to the page holding that item, with the id as fragment, so a link to any item works even
 * when it is no longer on the first page; an item taken down answers 404.
 */
async function loadNewsPage(services: Services, search: URLSearchParams, locale: Locale) {
  const item = search.get(NEWS_QUERY.item);
  if (item !== null) {
    const id = ItemParam.safeParse(item);
    const position = id.success ? await services.media.newsPosition(id.data) : undefined;
    if (position === undefined) {
      if (id.success && (await services.contentEditing.isWithdrawn(newsKind.name, String(id.data)))) {
        throw data("This news item has been taken down.", { status: 404 });
      }
      throw redirect(localizedPath(NEWS_PATH, locale));
    }
    const page = Math.floor(position / NEWS_PAGE_SIZE) + 1;
    throw redirect(localizedPath(newsPageHref(page, `#${id.data}`), locale));
  }
  const requested = requestedPage(search) ?? 1;
  const { items, total } = await services.media.newsPage(NEWS_PAGE_SIZE * (requested - 1), NEWS_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const page = existingPage(localizedPath(NEWS_PATH, locale), search, totalPages);
  return { page, totalPages, items: await withSummary(services, items), preview: null };
}

/** `?preview=<id>`: a signed-in editor sees the page holding the item's draft as it would be live. */
async function loadPreview(services: Services, request: Request, key: string) {
  if (!ItemParam.safeParse(key).success) return undefined;
  const record = await previewRecord(services, request, newsKind.name, key);
  if (!record) return undefined;
  const draft = NewsRecord.parse(record);
  const { page, items, total } = await services.media.newsPageWith(draft);
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  return data(
    {
      page,
      totalPages,
      items: await withSummary(services, items),
      preview: { id: draft.id, editorHref: contentItemPath(newsKind.name, draft.id) },
    },
    { headers: PREVIEW_HEADERS },
  );
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const preview = search.get(NEWS_QUERY.preview);
  return (
    (preview !== null && (await loadPreview(services, request, preview))) ||
    loadNewsPage(services, search, localeOfPath(url.pathname))
  );
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
