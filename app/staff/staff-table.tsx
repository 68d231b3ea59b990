import type { ReactNode } from "react";
import { StaffForm } from "./staff-form.tsx";

/** A column heading; `{ hidden }` names a column of buttons for screen readers only. */
type Column = string | { hidden: string };

/** A console table that scrolls sideways on a phone, its columns headed in order; the rows are its children. */
export function StaffTable(props: { columns: readonly Column[]; caption?: string; children: ReactNode }) {
  return (
    <div className="staff-scroll">
      <table className="staff-table">
        {props.caption ? <caption>{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * One button acting on one row (Delete, Deactivate, Restore): a plain form posting the intent with
 * the row's identifying fields. `name` is what a screen reader hears of the button or, given
 * `formLabel`, the form's own name.
 */
export function RowAction(props: {
  intent: string;
  fields: { readonly [name: string]: string | number };
  label: string;
  name?: string;
  formLabel?: string;
}) {
  return (
    <StaffForm intent={props.intent} className="staff-inline" aria-label={props.formLabel}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="staff-button staff-button--quiet" aria-label={props.name}>
        {props.label}
      </button>
    </StaffForm>
  );
}
