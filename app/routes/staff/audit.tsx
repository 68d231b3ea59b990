import { Form } from "react-router";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { AUDIT_KINDS, AUDIT_RETENTION_YEARS } from "#shared/staff/audit-kinds.ts";
import { STAFF_AUDIT_PATH } from "#shared/staff/paths.ts";
import { DateRangeFilter } from "../../staff/date-range-filter.tsx";
import { FilterSelect } from "../../staff/filter-select.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/audit.ts";

export { loader } from "./audit.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

type AuditQuery = {
  person?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The same filters on another page; the first page has no page parameter. */
function pageHref(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${STAFF_AUDIT_PATH}?${search}` : STAFF_AUDIT_PATH;
}

const when = (at: string) => ukDateTime(at, "second");

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, entries, hasMore } = loaderData;
  const filters: AuditQuery = { person: query.person, kind: query.kind, from: query.from, to: query.to };
  return (
    <>
      <h1>Audit log</h1>
      <p>
        Every sign-in, change and lead action, newest first; kept {AUDIT_RETENTION_YEARS} years. A refusal
        repeated within the hour is one entry with its count; addresses are shown as their keyed hash.
      </p>
      <Form method="get" className="staff-form" aria-label="Filter the audit log">
        <label>
          Person (e-mail)
          <input type="text" name="person" defaultValue={query.person} />
        </label>
        <FilterSelect
          label="Kind"
          name="kind"
          value={query.kind}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: kind }))}
        />
        <DateRangeFilter from={query.from} to={query.to} labels={{ from: "From", to: "To" }} />
        <p>
          <button type="submit" className="staff-button">
            Filter
          </button>
        </p>
      </Form>
      {entries.length === 0 ? (
        <p>No entries match.</p>
      ) : (
        <StaffTable columns={["When", "Times", "Kind", "By", "About", "Address (key)", "Details"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                {when(entry.at)}
                {entry.lastAt && ` to ${when(entry.lastAt)}`}
              </td>
              <td>{entry.count}</td>
              <td>{entry.kind}</td>
              <td>{entry.actorEmail ?? "—"}</td>
              <td>{entry.subject ?? "—"}</td>
              <td>{entry.address ?? "—"}</td>
              <td>
                {Object.entries(entry.detail)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join(", ")}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <nav aria-label="Audit log pages" className="staff-inline">
        {query.page > 1 && <a href={pageHref(filters, query.page - 1)}>Newer entries</a>}
        {hasMore && <a href={pageHref(filters, query.page + 1)}>Older entries</a>}
      </nav>
    </>
  );
}
