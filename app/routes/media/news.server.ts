import { data, redirect } from "react-router";
import { z } from "zod";
import { richTextToPlain } from "../../../server/html/sanitize.ts";
import { servicesContext } from "../../../server/router-context.ts";
import type { Services } from "../../../server/services.ts";
import { NEWS_PAGE_SIZE } from "../../../shared/media/news-page.ts";
import { NEWS_PATH, newsPageHref } from "../../../shared/site/page-hrefs.ts";
import type { Route } from "./+types/news.ts";

/** `?page=` is a whole page number from 1; absent means the first page. */
const PageParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/** `?item=` names a news item by id, to open the page that holds it. */
const ItemParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

const notFound = () => data(null, { status: 404 });

/**
 * One page of news (spec 2.9, 9: five a page, offset 5 × (page − 1)). `?item=<id>` answers with a
 * redirect to the page holding that item, with the id as fragment, so a link to any item works even
 * when it is no longer on the first page.
 */
export async function loadNewsPage(services: Services, search: URLSearchParams) {
  const item = search.get("item");
  if (item !== null) {
    const id = ItemParam.safeParse(item);
    const position = id.success ? await services.media.newsPosition(id.data) : undefined;
    if (position === undefined) throw redirect(NEWS_PATH);
    throw redirect(newsPageHref(Math.floor(position / NEWS_PAGE_SIZE) + 1, `#${id.data}`));
  }
  const pageParam = search.get("page");
  const parsed = pageParam === null ? { success: true as const, data: 1 } : PageParam.safeParse(pageParam);
  if (!parsed.success) throw notFound();
  const page = parsed.data;
  const { items, total } = await services.media.newsPage(NEWS_PAGE_SIZE * (page - 1), NEWS_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > totalPages) throw notFound();
  return {
    page,
    totalPages,
    items: items.map((news) => ({ ...news, summary: richTextToPlain(news.description) })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsPage(context.get(servicesContext), new URL(request.url).searchParams);
}
