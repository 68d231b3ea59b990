import { Form, useLocation } from "react-router";
import { SEARCH_PARAM, SEARCH_QUERY_MAX } from "#shared/content-editing/console-search.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { STAFF_SEARCH_PATH } from "#shared/staff/paths.ts";
import { can, type Role } from "#shared/staff/roles.ts";

/**
 * The header's search across all content, on every console page for those who may edit content: a
 * plain GET form, so it works without JavaScript. On the results page it keeps the query. Named
 * "Find" so that a page's own "Search" field (the content lists') keeps a label of its own.
 */
export function ConsoleSearchBox({ role }: { role: Role }) {
  const { pathname, search } = useLocation();
  if (!can(role, STAFF_PAGES[STAFF_SEARCH_PATH])) return null;
  const current = pathname === STAFF_SEARCH_PATH ? (new URLSearchParams(search).get(SEARCH_PARAM) ?? "") : "";
  return (
    <Form method="get" action={STAFF_SEARCH_PATH} role="search" className="staff-inline staff-search-box">
      <label htmlFor="console-search" className="visually-hidden">
        Find content
      </label>
      <input
        id="console-search"
        type="search"
        name={SEARCH_PARAM}
        defaultValue={current}
        key={current}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Find content"
      />
      <button type="submit" className="staff-button staff-button--quiet">
        Find
      </button>
    </Form>
  );
}
