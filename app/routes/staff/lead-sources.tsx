import { Form } from "react-router";
import { ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { leadFilterToQuery } from "#shared/staff/leads/filter.ts";
import { LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { DateRangeFilter } from "../../staff/date-range-filter.tsx";
import { FilterSelect } from "../../staff/filter-select.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/lead-sources.ts";

export { loader } from "./lead-sources.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Lead sources");

type Row = Route.ComponentProps["loaderData"]["report"]["bySource"][number];

function SourceTable(props: { heading: string; column: string; rows: Row[] }) {
  const headingId = `by-${props.column.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.rows.length === 0 ? (
        <p>No leads in this period.</p>
      ) : (
        <StaffTable columns={[props.column, "Leads", "Qualified"]}>
          {props.rows.map((row) => (
            <tr key={row.label}>
              <td>{row.label}</td>
              <td>{row.leads}</td>
              <td>{row.qualified}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}

/** Where leads come from (issue 32): by source, campaign and landing page, for a period and a form. */
export default function LeadSources({ loaderData }: Route.ComponentProps) {
  const { filter, report } = loaderData;
  const query = leadFilterToQuery(filter);
  return (
    <>
      <h1>Lead sources</h1>
      <p>
        Each lead's source is recorded when the visitor's browser kept it for that visit: the page the visit
        landed on, the site that referred it and the campaign tags of that page's address. Spam, erased and
        merged leads are left out.
      </p>
      <Form method="get" className="staff-filters" aria-label="Choose the leads">
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          labels={{ from: "Received from", to: "Received to" }}
        />
        <FilterSelect
          label="Form"
          name="type"
          value={filter.type}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <button type="submit" className="staff-button">
          Show
        </button>
      </Form>
      <p>
        <a href={query ? `${LEAD_INBOX_PATH}?${query}` : LEAD_INBOX_PATH}>These leads in the inbox</a>
      </p>
      <SourceTable heading="By source" column="Source" rows={report.bySource} />
      <SourceTable heading="By campaign" column="Campaign" rows={report.byCampaign} />
      <SourceTable heading="By landing page" column="Landing page" rows={report.byLandingPage} />
    </>
  );
}
