import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { PAGE_TURN_STATE, usePageTurn } from "../../hooks/use-page-turn.ts";

const MAX_PAGE_LINKS = 7;

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Id of the list the pager turns (with `tabIndex={-1}`): a turn brings its top into view and focus. */
  listId: string;
  previousLabel?: string;
  nextLabel?: string;
  label?: string;
};

/** Up to seven page numbers centred on the current page. */
function pageWindow(page: number, totalPages: number, size = MAX_PAGE_LINKS): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Plain links, so paging works without JavaScript; below 601px only Prev, "n of m" and Next show. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  listId,
  previousLabel = m.pager_previous(),
  nextLabel = m.pager_next(),
  label = m.pager_label(),
}: Props) {
  usePageTurn(listId);
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" state={PAGE_TURN_STATE} preventScrollReset>
              {previousLabel}
            </Link>
          ) : (
            <span aria-disabled="true">{previousLabel}</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number} className="pagination-number">
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link
                to={hrefFor(number)}
                aria-label={m.pager_page({ number })}
                state={PAGE_TURN_STATE}
                preventScrollReset
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        <li className="pagination-compact" aria-hidden="true">
          {m.pager_of({ page, total: totalPages })}
        </li>
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} rel="next" state={PAGE_TURN_STATE} preventScrollReset>
              {nextLabel}
            </Link>
          ) : (
            <span aria-disabled="true">{nextLabel}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
