import { Link } from "react-router";
import type { ShownStatus } from "#shared/content-editing/status.ts";
import { SHOWN_STATUS_LABELS } from "#shared/content-editing/status.ts";
import { StaffTable } from "./staff-table.tsx";

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

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** A console list of one kind's items with where each stands: draft, published, scheduled or unpublished. */
export function ContentItemsTable(props: { caption: string; titleHeading: string; items: ContentItemRow[] }) {
  return (
    <StaffTable caption={props.caption} columns={[props.titleHeading, "Status", "Last change"]}>
      {props.items.map((item) => (
        <tr key={item.key}>
          <td>
            <Link to={item.href}>{item.title}</Link>
          </td>
          <td>
            {SHOWN_STATUS_LABELS[item.status]}
            {item.hasDraft && item.status === "published" ? " (unpublished changes)" : ""}
            {item.publishAt ? ` for ${utcMinute(item.publishAt)}` : ""}
          </td>
          <td>
            {utcMinute(item.updatedAt)}
            {item.updatedBy ? ` by ${item.updatedBy}` : ""}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
