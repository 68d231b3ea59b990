import { redirect } from "react-router";
import { z } from "zod";
import { LIST_PAGE } from "#shared/site/page-query.ts";

/** `?page=` of a paged list: a whole number from 1. */
const PageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/** The page a list's address asks for: 1 when it names none, undefined when `page` is no page number. */
export function requestedPage(search: URLSearchParams): number | undefined {
  const value = search.get(LIST_PAGE);
  if (value === null) return 1;
  const page = PageNumber.safeParse(value);
  return page.success ? page.data : undefined;
}

/**
 * The page of a list at `pathname` to show, for every paged list alike (decision 022): a page that
 * does not exist redirects to the nearest one that does, the last page for a number past the end and
 * the first for anything else, keeping the rest of the query, so the address names what is shown.
 */
export function existingPage(pathname: string, search: URLSearchParams, totalPages: number): number {
  const requested = requestedPage(search);
  if (requested !== undefined && requested <= totalPages) return requested;
  const nearest = requested === undefined ? 1 : totalPages;
  const query = new URLSearchParams(search);
  if (nearest > 1) query.set(LIST_PAGE, String(nearest));
  else query.delete(LIST_PAGE);
  const rest = query.toString();
  throw redirect(rest ? `${pathname}?${rest}` : pathname);
}
