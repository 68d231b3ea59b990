import { redirect } from "react-router";
import { z } from "zod";
import { richTextToPlain } from "../../../server/html/sanitize.ts";
import { servicesContext } from "../../../server/router-context.ts";
import type { Services } from "../../../server/services.ts";
import { NEWS_PAGE_SIZE } from "../../../shared/media/news-page.ts";
import { NEWS_PATH, newsPageHref } from "../../../shared/site/page-hrefs.ts";
import { NEWS_QUERY } from "../../../shared/site/page-query.ts";
import { existingPage, requestedPage } from "../../navigation/page-number.ts";
import type { Route } from "./+types/news.ts";

/** `?item=` names a news item by id, to open the page that holds it. */
const ItemParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

/**
 * One page of news (spec 2.9, 9: five a page, offset 5 × (page − 1)). `?item=<id>` answers with a
 * redirect to the page holding that item, with the id as fragment, so a link to any item works even
 * when it is no longer on the first page.
 */
export async function loadNewsPage(services: Services, search: URLSearchParams) {
  const item = search.get(NEWS_QUERY.item);
  if (item !== null) {
    const id = ItemParam.safeParse(item);
    const position = id.success ? await services.media.newsPosition(id.data) : undefined;
    if (position === undefined) throw redirect(NEWS_PATH);
    throw redirect(newsPageHref(Math.floor(position / NEWS_PAGE_SIZE) + 1, `#${id.data}`));
  }
  const requested = requestedPage(search) ?? 1;
  const { items, total } = await services.media.newsPage(NEWS_PAGE_SIZE * (requested - 1), NEWS_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const page = existingPage(NEWS_PATH, search, totalPages);
  return {
    page,
    totalPages,
    items: items.map((news) => ({ ...news, summary: richTextToPlain(news.description) })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsPage(context.get(servicesContext), new URL(request.url).searchParams);
}
