import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import {
  BULK_KEY_FIELD,
  LIST_SORTS,
  LIST_STATUSES,
  type ListQuery,
  type ListSort,
  listHref,
} from "#shared/content-editing/content-list.ts";
import type { ShownStatus } from "#shared/content-editing/status.ts";
import { SHOWN_STATUS_LABELS } from "#shared/content-editing/status.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import { FilterSelect } from "./filter-select.tsx";
import { StaffForm } from "./staff-form.tsx";

export type ContentItemRow = {
  key: string;
  href: string;
  title: string;
  status: ShownStatus;
  hasDraft: boolean;
  publishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** What a list's loader gives its page (app/staff/content-list.server.ts). */
export type ContentListData = {
  query: ListQuery;
  filter: { name: string; label: string; options: { value: string; label: string }[] } | null;
  canUnpublish: boolean;
  rows: ContentItemRow[];
  total: number;
  first: number;
  last: number;
  page: number;
  pages: number;
};

/** What "Unpublish selected" answers first: the ticked items, whether each is live and what links to it. */
export type BulkUnpublishStep = {
  items: { key: string; title: string; live: boolean; linkedFrom: readonly LinkingItem[] }[];
};

type LinkingItem = { kind: string; title: string; where: readonly string[] };

/**
 * The step before taking the ticked items down: each named with what links to it, then the
 * confirming post. In view and focused when it opens, above the list it acts on.
 */
function BulkUnpublishConfirm(props: { step: BulkUnpublishStep; back: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  const { items } = props.step;
  const live = items.filter((item) => item.live);
  return (
    <ConfirmStep
      id="bulk-unpublish-title"
      headingRef={heading}
      heading={`Unpublish ${items.length} ${items.length === 1 ? "item" : "items"}?`}
      intent="bulk-unpublish"
      fields={{ [BULK_KEY_FIELD]: items.map((item) => item.key) }}
      confirmLabel="Unpublish them"
      formLabel="Confirm unpublishing the selected items"
      back={{ to: props.back, label: "Keep them on the site" }}
    >
      <p>
        {live.length === items.length
          ? "Their pages will be gone from the site, search and the API; drafts and history stay here."
          : `${live.length} of them are live: their pages will be gone from the site, search and the API. The others are not live and stay as they are.`}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.title}
            {!item.live
              ? " (not live)"
              : item.linkedFrom.length > 0
                ? `: linked from ${item.linkedFrom.map((use) => `${use.kind}: ${use.title} (${use.where.join(", ")})`).join("; ")}`
                : ": nothing else on the site links to it"}
          </li>
        ))}
      </ul>
    </ConfirmStep>
  );
}

/** What a bulk post answers: what was done and what was refused, with why. */
export type BulkActionData = {
  act: "publish" | "unpublish";
  done: string[];
  refused: { title: string; reason: string }[];
};

const STATUS_OPTIONS = LIST_STATUSES.map((status) => ({ value: status, label: SHOWN_STATUS_LABELS[status] }));
const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function bulkMessage(bulk: BulkActionData): { done: string; refused: string[] } {
  const verb = bulk.act === "publish" ? "Published" : "Unpublished";
  const not = bulk.act === "publish" ? "Not published" : "Not unpublished";
  return {
    done:
      bulk.done.length === 0 && bulk.refused.length === 0
        ? "Select the items first."
        : `${verb} ${bulk.done.length}${bulk.done.length ? `: ${bulk.done.join(", ")}` : ""}.`,
    refused: bulk.refused.map((item) => `${not}: ${item.title} (${item.reason})`),
  };
}

/**
 * Every content list of the console (issue 31): search, status and the kind's own filter in a GET
 * form, sorting by the column headings, 50 a page, and bulk publish and unpublish of the rows ticked.
 * All of it works without JavaScript; on a phone the rows are cards.
 */
export function ContentItemsTable(props: {
  caption: string;
  titleHeading: string;
  list: ContentListData;
  bulk: BulkActionData | undefined;
  confirmUnpublish?: BulkUnpublishStep | undefined;
}) {
  const { list } = props;
  const { query, filter } = list;
  const path = useLocation().pathname;
  const href = (changes: Partial<ListQuery>) => listHref(path, { ...query, ...changes }, filter?.name);
  const headings: Record<ListSort, string> = {
    title: props.titleHeading,
    status: "Status",
    updated: "Last change",
  };
  const message = props.bulk ? bulkMessage(props.bulk) : null;
  return (
    <>
      <Form method="get" className="staff-filters" aria-label="Find items" key={href({})}>
        <label>
          Search
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        <FilterSelect label="Status" name="status" value={query.status} options={STATUS_OPTIONS} />
        {filter ? (
          <FilterSelect
            label={filter.label}
            name={filter.name}
            value={query.filter}
            options={filter.options}
          />
        ) : null}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.sort && query.order === "desc" ? <input type="hidden" name="order" value="desc" /> : null}
        <button type="submit" className="staff-button">
          Show
        </button>
      </Form>
      {message ? (
        <div className="staff-notice" role="status">
          <p>{message.done}</p>
          {message.refused.length ? (
            <ul>
              {message.refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {props.confirmUnpublish ? <BulkUnpublishConfirm step={props.confirmUnpublish} back={href({})} /> : null}
      <p>{list.total === 0 ? "No items match." : `${list.first}–${list.last} of ${list.total}`}</p>
      <StaffForm aria-label="Selected items">
        <table className="staff-table staff-list">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              {LIST_SORTS.map((column) => {
                const sorted = query.sort === column;
                const order = sorted && query.order === "asc" ? "desc" : "asc";
                return (
                  <th key={column} scope="col" aria-sort={sorted ? ARIA_SORT[query.order] : undefined}>
                    <Link to={href({ sort: column, order, page: 1 })}>{headings[column]}</Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((item) => (
              <tr key={item.key}>
                <td>
                  <input
                    type="checkbox"
                    name={BULK_KEY_FIELD}
                    value={item.key}
                    aria-label={`Select ${item.title}`}
                  />
                </td>
                <td data-label={props.titleHeading}>
                  <Link to={item.href}>{item.title}</Link>
                </td>
                <td data-label="Status">
                  {SHOWN_STATUS_LABELS[item.status]}
                  {item.hasDraft && item.status === "published" ? " (unpublished changes)" : ""}
                  {item.publishAt ? ` for ${ukDateTime(item.publishAt)}` : ""}
                </td>
                <td data-label="Last change">
                  {ukDateTime(item.updatedAt)}
                  {item.updatedBy ? ` by ${item.updatedBy}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="staff-inline">
          <button type="submit" name={INTENT_FIELD} value="bulk-publish" className="staff-button">
            Publish selected
          </button>
          {list.canUnpublish ? (
            <button
              type="submit"
              name={INTENT_FIELD}
              value="bulk-unpublish"
              className="staff-button staff-button--quiet"
            >
              Unpublish selected
            </button>
          ) : null}
        </p>
      </StaffForm>
      {list.pages > 1 ? (
        <nav aria-label="Pages">
          <ul className="staff-pages">
            {Array.from({ length: list.pages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link to={href({ page })} aria-current={page === list.page ? "page" : undefined}>
                  <span className="visually-hidden">Page </span>
                  {page}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
