import { z } from "zod";
import type { ShownStatus } from "./status.ts";

/** Rows a console list shows a page (issue 31). */
export const LIST_PAGE_SIZE = 50;

export const LIST_STATUSES = [
  "draft",
  "published",
  "scheduled",
  "unpublished",
] as const satisfies readonly ShownStatus[];
/** The columns a list sorts by; none given keeps the kind's own order (by name, list order, newest). */
export const LIST_SORTS = ["title", "status", "updated"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The bulk buttons of every content list. */
export const BULK_INTENTS = ["bulk-publish", "bulk-unpublish"] as const;
export const BULK_KEY_FIELD = "key";

/**
 * A list's query parameters (`?q=&status=&<filter>=&sort=&order=&page=`). A value the list does not
 * know is dropped, not refused: a hand-edited or stale address still shows a list.
 */
const ListQuerySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(LIST_STATUSES).or(z.literal("")).catch(""),
  filter: z.string().max(100).catch(""),
  sort: z.enum(LIST_SORTS).or(z.literal("")).catch(""),
  order: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).catch(1),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The query of a list's address; `filterName` is the kind's own filter parameter (`category`), if it has one. */
export function readListQuery(params: URLSearchParams, filterName?: string): ListQuery {
  return ListQuerySchema.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    filter: filterName ? (params.get(filterName) ?? "") : "",
    sort: params.get("sort") ?? "",
    order: params.get("order") ?? "asc",
    page: params.get("page") ?? 1,
  });
}

/** The canonical address of a list with `query`: parameters in one order, defaults left out. */
export function listHref(path: string, query: ListQuery, filterName?: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (filterName && query.filter) params.set(filterName, query.filter);
  if (query.sort) params.set("sort", query.sort);
  if (query.sort && query.order === "desc") params.set("order", "desc");
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Title search ignores case and accents: "creme" finds "Crème". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}
