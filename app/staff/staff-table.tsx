import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { StaffForm } from "./staff-form.tsx";

/**
 * A column heading; `{ hidden }` names a column of buttons for screen readers only; `{ label, href }`
 * is a heading that sorts the list by its column (`sort`: how it is sorted now, if by this column).
 */
type Column =
  | string
  | { hidden: string }
  | { label: string; href: string; sort?: "ascending" | "descending" };

type CellProps = { "data-label"?: string; children?: ReactNode };

function columnLabel(column: Column | undefined): string | undefined {
  if (typeof column === "string") return column;
  return column && "label" in column ? column.label : undefined;
}

function Heading({ column }: { column: Column }) {
  if (typeof column === "string") return <th scope="col">{column}</th>;
  if ("hidden" in column) {
    return (
      <th scope="col">
        <span className="visually-hidden">{column.hidden}</span>
      </th>
    );
  }
  return (
    <th scope="col" aria-sort={column.sort}>
      <a href={column.href}>
        {column.label}
        {column.sort && <span aria-hidden="true">{column.sort === "ascending" ? " ▲" : " ▼"}</span>}
      </a>
    </th>
  );
}

/**
 * A row's cells, each given its column's heading as `data-label`: on a phone the table becomes cards
 * and a cell shows its heading before it, as the content lists do (decision 103); rows stay plain
 * `<tr>`s in the pages, with no heading repeated there.
 */
function labelledRow(row: ReactNode, columns: readonly Column[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== "tr") return row;
  const cells = Children.toArray(row.props.children).map((cell, index) => {
    const label = columnLabel(columns[index]);
    if (!label || !isValidElement<CellProps>(cell)) return cell;
    return cloneElement(cell as ReactElement<CellProps>, { "data-label": label });
  });
  return cloneElement(row, {}, cells);
}

/**
 * A console table, its columns headed in order; the rows are its children. On a phone each row is a
 * card of its cells, each labelled with its heading, so nothing is wider than the screen.
 */
export function StaffTable(props: { columns: readonly Column[]; caption?: string; children: ReactNode }) {
  return (
    <div className="staff-scroll">
      <table className="staff-table staff-cards">
        {props.caption ? <caption>{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((column) => (
              <Heading
                key={typeof column === "string" ? column : "hidden" in column ? column.hidden : column.label}
                column={column}
              />
            ))}
          </tr>
        </thead>
        <tbody>{Children.map(props.children, (row) => labelledRow(row, props.columns))}</tbody>
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
