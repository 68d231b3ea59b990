import { type RawBuilder, type SqlBool, sql } from "kysely";
import { ENQUIRY_TYPES } from "#shared/enquiries/forms.ts";
import { fieldsInRole } from "#shared/staff/leads/field-roles.ts";
import { type LeadFilter, UNASSIGNED } from "#shared/staff/leads/filter.ts";
import { HIDDEN_LEAD_STATUSES } from "#shared/staff/leads/status.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { foldedSql, foldText } from "./text-folding.ts";

/**
 * SQL over the inbox's join, `enquiries as e left join enquiry_leads as l`. A form's fields are
 * one JSON text column, read with each database's own JSON function (SQLite `json_extract`,
 * PostgreSQL `::jsonb ->>`); every value reaches the database as a parameter.
 */
type Dialect = DatabaseHandle["dialect"];

/** One field of the enquiry's JSON, or null when the form has no such field. */
export function fieldValue(dialect: Dialect, name: string): RawBuilder<string | null> {
  return dialect === "postgres"
    ? sql<string | null>`(${sql.ref("e.fields")}::jsonb ->> ${name}::text)`
    : sql<string | null>`json_extract(${sql.ref("e.fields")}, ${`$.${name}`})`;
}

/** The lead's workflow status: its own once changed, else `new`, or `spam` when the honeypot caught it. */
export const leadStatus = sql<string>`coalesce(${sql.ref("l.status")}, case when ${sql.ref("e.status")} = 'spam' then 'spam' else 'new' end)`;

function any(clauses: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return clauses.length > 0 ? sql<SqlBool>`(${sql.join(clauses, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

/** A form of the right type whose field in `role` (any of them: a sample request names three families) is one of `values`. */
function roleEquals(
  dialect: Dialect,
  role: "location" | "industry" | "family" | "country",
  values: string | readonly string[],
) {
  const listed = sql.join((typeof values === "string" ? [values] : values).map((value) => sql`${value}`));
  return any(
    ENQUIRY_TYPES.flatMap((type) => {
      const names = fieldsInRole(type, role);
      if (names.length === 0) return [];
      const matches = names.map((name) => sql<SqlBool>`${fieldValue(dialect, name)} in (${listed})`);
      return [sql<SqlBool>`(${sql.ref("e.type")} = ${type} and ${any(matches)})`];
    }),
  );
}

const TEXT_FIELDS = [...new Set(ENQUIRY_TYPES.flatMap((type) => fieldsInRole(type, "text")))];

/** `text` inside a LIKE pattern written with a backslash as its escape: %, _ and backslash match only themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * Substring of name, company, message or address, in any letter case, with or without accents. The
 * texts are joined by line breaks (no search box sends one) and folded once: folding each on its own
 * took eight times as long.
 */
function textMatches(dialect: Dialect, term: string): RawBuilder<SqlBool> {
  const folded = foldText(term);
  const pattern = `%${likeLiteral(folded)}%`;
  const texts = [...TEXT_FIELDS.map((name) => fieldValue(dialect, name)), sql.ref("e.email")];
  const joined = sql<string>`${sql.join(
    texts.map((text) => sql`coalesce(${text}, '')`),
    sql` || ${"\n"} || `,
  )}`;
  return sql<SqlBool>`${foldedSql(dialect, joined, folded)} like ${pattern} escape '\\'`;
}

function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

function startOfNextDay(day: string): string {
  return new Date(Date.parse(startOfDay(day)) + 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Every filter of the inbox but the page, as one condition. Without a status, erased leads are left
 * out, unless `everyStatus` (the counts by status, which show them under their own).
 */
export function leadWhere(
  dialect: Dialect,
  filter: Omit<LeadFilter, "page">,
  { everyStatus = false } = {},
): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.type) conditions.push(sql`${sql.ref("e.type")} = ${filter.type}`);
  if (filter.status) conditions.push(sql`${leadStatus} = ${filter.status}`);
  else if (!everyStatus) {
    conditions.push(
      sql`${leadStatus} not in (${sql.join(HIDDEN_LEAD_STATUSES.map((status) => sql`${status}`))})`,
    );
  }
  if (filter.from) conditions.push(sql`${sql.ref("e.created_at")} >= ${startOfDay(filter.from)}`);
  if (filter.to) conditions.push(sql`${sql.ref("e.created_at")} < ${startOfNextDay(filter.to)}`);
  if (filter.location) conditions.push(roleEquals(dialect, "location", filter.location));
  if (filter.industry) conditions.push(roleEquals(dialect, "industry", filter.industry));
  if (filter.family) conditions.push(roleEquals(dialect, "family", filter.family));
  if (filter.country) conditions.push(roleEquals(dialect, "country", filter.country));
  if (filter.reference) {
    conditions.push(
      sql`${sql.ref("e.reference")} in (${sql.join(filter.reference.map((ref) => sql`${ref}`))})`,
    );
  }
  // Only the expert path's form asks these.
  if (filter.process) conditions.push(sql`${fieldValue(dialect, "process")} = ${filter.process}`);
  if (filter.problem) conditions.push(sql`${fieldValue(dialect, "problem")} = ${filter.problem}`);
  if (filter.language) conditions.push(sql`${sql.ref("e.language")} = ${filter.language}`);
  if (filter.owner === UNASSIGNED) conditions.push(sql`${sql.ref("l.owner_id")} is null`);
  else if (filter.owner) conditions.push(sql`${sql.ref("l.owner_id")} = ${filter.owner}`);
  if (filter.q) conditions.push(textMatches(dialect, filter.q));
  return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
}
