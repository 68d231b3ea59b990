import { RESPONSE_MESSAGES, workingSpan } from "#shared/staff/leads/response-target.ts";
import { FieldError, StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/response-times.ts";
import type { ResponseTimesActionData } from "./response-times.server.ts";

export { action, loader } from "./response-times.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Response times");

type Figures = Omit<Route.ComponentProps["loaderData"]["byWeek"][number], "weekStart">;

const COLUMNS = ["Answered", "Median first response", "Within target", "Waiting", "Overdue"] as const;

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <td>{row.answered}</td>
      <td>{row.medianMinutes === null ? "—" : workingSpan(row.medianMinutes)}</td>
      <td>{row.withinTarget}</td>
      <td>{row.waiting}</td>
      <td>{row.overdue}</td>
    </>
  );
}

const FIELDS = [
  {
    name: "targetHours",
    label: "Target (working hours)",
    hint: "From a lead's arrival to its first reply or change of status.",
  },
  { name: "opens", label: "Office opens (UK time)", hint: "HH:MM, e.g. 09:00." },
  { name: "closes", label: "Office closes (UK time)", hint: "HH:MM, e.g. 17:30." },
  {
    name: "escalationEmail",
    label: "Escalation contact",
    hint: "Told about a lead nobody owns once it is overdue, and about an owned one overdue by the target again.",
  },
] as const;

/** The target form, for admins: the target, the working day, the escalation contact, the bank holidays. */
function TargetForm(props: {
  target: Route.ComponentProps["loaderData"]["target"];
  answer: ResponseTimesActionData | undefined;
}) {
  const invalid = props.answer?.outcome === "invalid" ? props.answer : undefined;
  const values = invalid?.values ?? {
    ...props.target,
    targetHours: String(props.target.targetHours),
    bankHolidays: props.target.bankHolidays.join("\n"),
  };
  const describedBy = (name: string, hint: boolean) =>
    [hint ? `${name}-hint` : "", invalid?.errors[name as keyof typeof invalid.errors] ? `${name}-error` : ""]
      .join(" ")
      .trim() || undefined;
  return (
    <StaffForm intent="save-target" aria-label="The first-response target">
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            type={field.name === "escalationEmail" ? "email" : "text"}
            name={field.name}
            defaultValue={values[field.name]}
            aria-invalid={invalid?.errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name, true)}
          />
          <span id={`${field.name}-hint`} className="staff-hint">
            {field.hint}
          </span>
          <FieldError id={`${field.name}-error`} message={invalid?.errors[field.name]} />
        </label>
      ))}
      <label>
        Bank holidays
        <textarea
          name="bankHolidays"
          rows={8}
          defaultValue={values.bankHolidays}
          aria-invalid={invalid?.errors.bankHolidays ? true : undefined}
          aria-describedby={describedBy("bankHolidays", true)}
        />
        <span id="bankHolidays-hint" className="staff-hint">
          {RESPONSE_MESSAGES.bankHolidays}
        </span>
        <FieldError id="bankHolidays-error" message={invalid?.errors.bankHolidays} />
      </label>
      {props.answer?.outcome === "saved" && (
        <p className="staff-notice" role="status">
          Saved: every lead's clock and the figures above follow the new target.
        </p>
      )}
      <p>
        <button type="submit" className="staff-button">
          Save target
        </button>
      </p>
    </StaffForm>
  );
}

/** How fast leads get their first response (issue 32): per owner and per week, against the target. */
export default function ResponseTimes({ loaderData, actionData }: Route.ComponentProps) {
  const { target, byOwner, byWeek, maySetTarget } = loaderData;
  return (
    <>
      <h1>Response times</h1>
      <p>
        A lead's first response is a reply from its page or a change of its status. The target is{" "}
        {target.targetHours} working hours: UK weekdays from {target.opens} to {target.closes}, bank holidays
        off. Leads of the last 12 weeks, spam and erased leads left out; times are working time.
      </p>
      <h2>By owner</h2>
      <StaffTable columns={["Owner", ...COLUMNS]}>
        {byOwner.map((row) => (
          <tr key={row.ownerId ?? "nobody"}>
            <td>{row.owner}</td>
            <FigureCells row={row} />
          </tr>
        ))}
      </StaffTable>
      <h2>By week received</h2>
      <StaffTable columns={["Week of", ...COLUMNS]}>
        {byWeek.map((row) => (
          <tr key={row.weekStart}>
            <td>{row.weekStart}</td>
            <FigureCells row={row} />
          </tr>
        ))}
      </StaffTable>
      {maySetTarget && (
        <>
          <h2>The target</h2>
          <TargetForm target={target} answer={actionData} />
        </>
      )}
    </>
  );
}
