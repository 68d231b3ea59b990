import { Form, Link } from "react-router";
import { SEARCH_PARAM, SEARCH_QUERY_MAX } from "#shared/content-editing/console-search.ts";
import { STAFF_SEARCH_PATH } from "#shared/staff/paths.ts";
import { staffMeta } from "../../staff/staff-meta.ts";
import workspaceStyles from "../../staff/workspace.css?url";
import type { Route } from "./+types/console-search.ts";

export { loader } from "./console-search.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: workspaceStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.query ? `Search: ${loaderData.query}` : "Search all content");

type Group = Route.ComponentProps["loaderData"]["groups"][number];

function ResultGroup({ group }: { group: Group }) {
  const headingId = `results-${group.kind}`;
  const shown = group.results.length;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} ({group.total})
      </h2>
      <ul className="staff-results">
        {group.results.map((result) => (
          <li key={result.key}>
            <Link to={result.href}>{result.title}</Link>{" "}
            <span className="staff-hint">
              {group.kindLabel}, {result.status}
            </span>
            <p>
              {result.snippet.map((part, index) =>
                // The parts of one snippet never change order: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
              )}
            </p>
          </li>
        ))}
      </ul>
      {group.total > shown && (
        <p className="staff-hint">
          The first {shown} of {group.total}: add a word to narrow the search.
        </p>
      )}
    </section>
  );
}

/** Results grouped by kind, each linking to its editor, with the matched words marked in a snippet. */
export default function ConsoleSearch({ loaderData }: Route.ComponentProps) {
  const { query, groups } = loaderData;
  const found = groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <>
      <h1>Search all content</h1>
      <Form
        method="get"
        action={STAFF_SEARCH_PATH}
        className="staff-inline staff-search-box"
        role="search"
        aria-label="Search all content again"
      >
        <label htmlFor="search-query">Words to find</label>
        <input
          id="search-query"
          type="search"
          name={SEARCH_PARAM}
          defaultValue={query}
          key={query}
          maxLength={SEARCH_QUERY_MAX}
        />
        <button type="submit" className="staff-button">
          Search
        </button>
      </Form>
      <p role="status">
        {query === ""
          ? "Type words from a title or text: every kind of content you may edit is searched."
          : found === 0
            ? `Nothing matches “${query}”.`
            : `${found} ${found === 1 ? "item matches" : "items match"} “${query}”.`}
      </p>
      {groups.map((group) => (
        <ResultGroup key={group.kind} group={group} />
      ))}
    </>
  );
}
