import { type RawBuilder, sql } from "kysely";
import type { LeadSortColumn } from "#shared/staff/leads/filter.ts";
import { LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { fieldValue, leadStatus } from "./lead-columns.ts";

/**
 * What the inbox sorts by for each column, never null (so "after" is defined for every lead):
 * names and companies in lower case, statuses in the workflow's order.
 */
export function leadSortKey(dialect: DatabaseHandle["dialect"], column: LeadSortColumn): RawBuilder<unknown> {
  if (column === "received") return sql`${sql.ref("e.created_at")}`;
  if (column === "status") {
    const cases = LEAD_STATUSES.map((status, index) => sql`when ${status} then ${index}`);
    return sql`(case ${leadStatus} ${sql.join(cases, sql` `)} else ${LEAD_STATUSES.length} end)`;
  }
  const text =
    column === "name"
      ? sql`coalesce(${fieldValue(dialect, "name")}, ${fieldValue(dialect, "fname")}, '')`
      : sql`coalesce(${fieldValue(dialect, "company")}, '')`;
  return sql`lower(${text})`;
}
