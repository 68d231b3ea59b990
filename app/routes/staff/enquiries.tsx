import { Form } from "react-router";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { ENQUIRY_OPTIONS } from "#shared/enquiries/options.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#shared/enquiries/visitor-language.ts";
import { EXPERT_PROBLEM_LABELS, EXPERT_PROCESS_LABELS } from "#shared/expert/questions.ts";
import { LOCALES } from "#shared/i18n/locales.ts";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";
import {
  DEFAULT_LEAD_SORT,
  LEAD_INDUSTRIES,
  type LeadFilter,
  type LeadSortColumn,
  leadFilterToQuery,
  leadSortOf,
  UNASSIGNED,
} from "#shared/staff/leads/filter.ts";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH, leadHref } from "#shared/staff/leads/paths.ts";
import { isHiddenStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import { DateRangeFilter } from "../../staff/date-range-filter.tsx";
import { FilterChoices } from "../../staff/filter-choices.tsx";
import { FilterSelect } from "../../staff/filter-select.tsx";
import { LeadCountry } from "../../staff/lead-country.tsx";
import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { RowAction, StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/enquiries.ts";

export { action, loader } from "./enquiries.server.ts";

/** The bulk form's id: each row's tick box belongs to it from inside the table (`form=`). */
const BULK_FORM = "bulk-leads";

type Person = Route.ComponentProps["loaderData"]["people"][number];

/** What to do with the ticked rows: give them to someone, or move them to a status (Spam too). */
type Answer = Route.ComponentProps["actionData"];

function AnswerLine({ answer }: { answer: NonNullable<Answer> }) {
  const done = answer.outcome === "done" || answer.outcome === "view-done";
  return (
    <p className={done ? "staff-notice" : "staff-error"} role="status">
      {answer.message}
    </p>
  );
}

type View = Route.ComponentProps["loaderData"]["views"][number];

/**
 * The saved views (issue 32): the person's own and the team's, each a link to its filter, and the
 * form that saves the current filter under a name.
 */
function SavedViews(props: { views: View[]; query: string; answer: Answer }) {
  const answer =
    props.answer?.outcome === "view-done" || props.answer?.outcome === "view-refused"
      ? props.answer
      : undefined;
  return (
    <section aria-labelledby="views" className="staff-filters">
      <h2 id="views" className="visually-hidden">
        Saved views
      </h2>
      {props.views.length > 0 && (
        <ul className="staff-inline" aria-label="Saved views">
          {props.views.map((view) => (
            <li key={view.id} className="staff-inline">
              <a href={withQuery(LEAD_INBOX_PATH, view.query)}>
                {view.name}
                {view.shared ? " (team)" : ""}
              </a>
              {view.own && (
                <RowAction
                  intent="delete-view"
                  fields={{ view: view.id }}
                  label="Delete"
                  name={`Delete the view ${view.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {props.query && (
        <StaffForm
          intent="save-view"
          action={withQuery(LEAD_INBOX_PATH, props.query)}
          className="staff-inline"
          aria-label="Save this view"
        >
          <input type="hidden" name="query" value={props.query} />
          <label>
            Save this filter as
            <input type="text" name="name" required maxLength={60} />
          </label>
          <label className="staff-check">
            <input type="checkbox" name="shared" value="team" />
            for the team
          </label>
          <button type="submit" className="staff-button staff-button--quiet">
            Save view
          </button>
        </StaffForm>
      )}
      {answer && <AnswerLine answer={answer} />}
    </section>
  );
}

function BulkActions(props: {
  people: Person[];
  answer: Answer;
  list: string;
  mayWrite: boolean;
  mayExport: boolean;
}) {
  const { people, mayWrite, mayExport } = props;
  const answer =
    props.answer?.outcome === "done" || props.answer?.outcome === "refused" ? props.answer : undefined;
  return (
    <StaffForm
      id={BULK_FORM}
      action={withQuery(LEAD_INBOX_PATH, props.list)}
      className="staff-filters"
      aria-label="Act on the ticked leads"
    >
      {mayWrite && <WriteActions people={people} />}
      {mayExport && (
        <>
          <button
            type="submit"
            name={INTENT_FIELD}
            value="bulk-export-csv"
            className="staff-button staff-button--quiet"
          >
            Export ticked (CSV)
          </button>
          <button
            type="submit"
            name={INTENT_FIELD}
            value="bulk-export-xlsx"
            className="staff-button staff-button--quiet"
          >
            Export ticked (Excel)
          </button>
        </>
      )}
      {answer && <AnswerLine answer={answer} />}
    </StaffForm>
  );
}

/** Assign and change status: the bulk actions of those who may work leads. */
function WriteActions({ people }: { people: Person[] }) {
  return (
    <>
      <label>
        Give the ticked leads to
        <select name="owner" defaultValue="">
          <option value="">Nobody</option>
          {people
            .filter((person) => person.active)
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
        </select>
      </label>
      <button type="submit" name={INTENT_FIELD} value="bulk-assign" className="staff-button">
        Assign
      </button>
      <label>
        Move the ticked leads to
        <select name="status" defaultValue="contacted">
          {LEAD_STATUSES.filter((status) => !isHiddenStatus(status)).map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" name={INTENT_FIELD} value="bulk-status" className="staff-button">
        Set status
      </button>
    </>
  );
}

export const meta: Route.MetaFunction = () => staffMeta("Enquiries");

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, list, counts, people, mayExport, mayWrite, views, countries, ages, presets } = loaderData;
  const overdue = new Set(loaderData.overdue);
  const filters: Partial<LeadFilter> = { ...filter, page: 1 };
  const names = new Map(people.map((person) => [person.id, person.name]));
  // A heading sorts by its column, ascending first (received: newest first), and turns the order round.
  const sortable = (label: string, column: LeadSortColumn) => {
    const { column: current, descending } = leadSortOf(filter.sort);
    const sorted = current === column;
    const first = column === "received" ? `-${column}` : column;
    const next = sorted ? (descending ? column : `-${column}`) : first;
    return {
      label,
      href: withQuery(
        LEAD_INBOX_PATH,
        leadFilterToQuery({ ...filters, sort: next === DEFAULT_LEAD_SORT ? undefined : next }),
      ),
      sort: sorted ? (descending ? ("descending" as const) : ("ascending" as const)) : undefined,
    };
  };
  const exportHref = (format: "csv" | "xlsx" | "json") =>
    `${LEAD_EXPORT_PATH}?${new URLSearchParams({ format })}${leadFilterToQuery(filters) ? `&${leadFilterToQuery(filters)}` : ""}`;
  return (
    <>
      <h1>Enquiries</h1>
      <ul className="staff-inline" aria-label="Leads by status">
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            <a href={withQuery(LEAD_INBOX_PATH, leadFilterToQuery({ ...filters, status }))}>
              {LEAD_STATUS_LABELS[status]}: {counts[status]}
            </a>
          </li>
        ))}
      </ul>
      <SavedViews views={views} query={leadFilterToQuery(filters)} answer={actionData} />
      <Form method="get" className="staff-filters" aria-label="Filter the enquiries">
        <label>
          Search (name, company, e-mail, message)
          <input type="search" name="q" defaultValue={filter.q} />
        </label>
        <FilterSelect
          label="Form"
          name="type"
          value={filter.type}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filter.status}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        />
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          labels={{ from: "Received from", to: "Received to" }}
        />
        <ul className="staff-inline staff-presets" aria-label="Received">
          {presets.map((preset) => (
            <li key={preset.label}>
              <a
                href={withQuery(
                  LEAD_INBOX_PATH,
                  leadFilterToQuery({ ...filters, from: preset.from, to: preset.to }),
                )}
                aria-current={filter.from === preset.from && filter.to === preset.to ? "true" : undefined}
              >
                {preset.label}
              </a>
            </li>
          ))}
        </ul>
        <FilterChoices label="Country" name="country" values={filter.country} options={countries} />
        <FilterChoices
          label="Product family"
          name="family"
          values={filter.family}
          options={ENQUIRY_OPTIONS.productFamilies.map((family) => ({
            value: String(family.id),
            label: family.name,
          }))}
        />
        <FilterSelect
          label="Language"
          name="language"
          value={filter.language}
          options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES_IN_ENGLISH[locale] }))}
        />
        <FilterSelect
          label="Owner"
          name="owner"
          value={filter.owner}
          anyLabel="Anyone"
          options={[
            { value: UNASSIGNED, label: "Nobody yet" },
            ...people.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` })),
          ]}
        />
        {/* The filters a sales person reaches for less: folded, and open while one of them is set. */}
        <details
          className="staff-more-filters"
          open={Boolean(filter.location || filter.process || filter.problem)}
        >
          <summary>More filters</summary>
          <div className="staff-filters">
            <FilterSelect
              label="Location"
              name="location"
              value={filter.location}
              options={ENQUIRY_OPTIONS.locations.map((location) => ({ value: location, label: location }))}
            />
            <FilterSelect
              label="Industry"
              name="industry"
              value={filter.industry}
              options={LEAD_INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
            />
            <FilterSelect
              label="Process (expert path)"
              name="process"
              value={filter.process}
              options={EXPERT_PROCESS_LABELS.map((process) => ({ value: process, label: process }))}
            />
            <FilterSelect
              label="Problem (expert path)"
              name="problem"
              value={filter.problem}
              options={EXPERT_PROBLEM_LABELS.map((problem) => ({ value: problem, label: problem }))}
            />
          </div>
        </details>
        {filter.sort && <input type="hidden" name="sort" value={filter.sort} />}
        <button type="submit" className="staff-button">
          Filter
        </button>
      </Form>
      {mayExport && (
        <p className="staff-inline">
          <a href={exportHref("csv")} download>
            Export CSV
          </a>
          <a href={exportHref("xlsx")} download>
            Export Excel
          </a>
          <a href={exportHref("json")} download>
            Export JSON
          </a>
        </p>
      )}
      <h2>
        {list.total} {list.total === 1 ? "lead" : "leads"}
      </h2>
      {(mayWrite || mayExport) && list.leads.length > 0 && (
        <BulkActions
          people={people}
          answer={actionData}
          list={leadFilterToQuery(filter)}
          mayWrite={mayWrite}
          mayExport={mayExport}
        />
      )}
      {list.leads.length === 0 ? (
        <p>No leads match.</p>
      ) : (
        <StaffTable
          columns={[
            ...(mayWrite || mayExport ? [{ hidden: "Tick" }] : []),
            sortable("Who", "name"),
            sortable("Received", "received"),
            "Form",
            sortable("Status", "status"),
            "Owner",
            "Country",
            "Language",
            "Reference",
          ]}
        >
          {list.leads.map((lead) => (
            <tr key={lead.reference}>
              {(mayWrite || mayExport) && (
                <td className="staff-tick">
                  <input
                    type="checkbox"
                    name="reference"
                    value={lead.reference}
                    form={BULK_FORM}
                    aria-label={`Tick ${lead.name || lead.reference}${lead.company ? `, ${lead.company}` : ""}`}
                  />
                </td>
              )}
              <td>
                <a href={leadHref(lead.reference, leadFilterToQuery(filters))}>
                  {lead.name || "(no name)"}
                  {lead.company ? (
                    <span className="staff-hint staff-lead-company">{lead.company}</span>
                  ) : null}
                </a>
                {lead.snippet && <span className="staff-hint staff-lead-snippet">{lead.snippet}</span>}
              </td>
              <td>
                {ukDateTime(lead.createdAt)}
                <span className="staff-hint staff-lead-company">{ages[lead.reference]} ago</span>
              </td>
              <td>{lead.type}</td>
              <td>
                {LEAD_STATUS_LABELS[lead.status]}
                {overdue.has(lead.reference) && <span className="staff-overdue"> · Overdue</span>}
              </td>
              <td>{lead.ownerId ? (names.get(lead.ownerId) ?? "—") : "—"}</td>
              <td>
                <LeadCountry name={lead.countryName} hint={lead.countryHint} />
              </td>
              <td>{LANGUAGE_NAMES_IN_ENGLISH[lead.language]}</td>
              <td>{lead.reference}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <nav aria-label="Enquiry pages" className="staff-inline">
        {list.page > 1 && (
          <a href={withQuery(LEAD_INBOX_PATH, leadFilterToQuery({ ...filter, page: list.page - 1 }))}>
            Newer leads
          </a>
        )}
        <span>
          Page {list.page} of {list.pageCount}
        </span>
        {list.page < list.pageCount && (
          <a href={withQuery(LEAD_INBOX_PATH, leadFilterToQuery({ ...filter, page: list.page + 1 }))}>
            Older leads
          </a>
        )}
      </nav>
    </>
  );
}
