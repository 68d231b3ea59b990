import { z } from "zod";
import { COUNTRY_CODES } from "../../enquiries/countries.ts";
import { ENQUIRY_TYPES } from "../../enquiries/forms.ts";
import { ENQUIRY_OPTIONS, PRODUCT_FAMILY_IDS } from "../../enquiries/options.ts";
import { EXPERT_PROBLEM_LABELS, EXPERT_PROCESS_LABELS } from "../../expert/questions.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { LEAD_STATUSES } from "./status.ts";

/** The inbox's page size, read by the query, the page and the tests. */
export const LEAD_PAGE_SIZE = 50;

/** The owner filter's value for leads nobody owns yet. */
export const UNASSIGNED = "none";

export const LEAD_INDUSTRIES = [
  ...new Set<string>([...ENQUIRY_OPTIONS.salesIndustries, ...ENQUIRY_OPTIONS.productIndustries]),
];

const day = z.iso.date();

/**
 * The inbox's orders: a column, ascending, or with a leading "-" descending. Newest first
 * (`-received`) is the default and so never in an address.
 */
const LEAD_SORT_COLUMNS = ["received", "name", "company", "status"] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];
const LEAD_SORTS = LEAD_SORT_COLUMNS.flatMap((column) =>
  column === "received" ? [column] : [column, `-${column}`],
) as [string, ...string[]];
export const DEFAULT_LEAD_SORT = "-received";

/** A sort as its column and direction. */
export function leadSortOf(sort: string | undefined): { column: LeadSortColumn; descending: boolean } {
  const value = sort ?? DEFAULT_LEAD_SORT;
  return { column: value.replace(/^-/, "") as LeadSortColumn, descending: value.startsWith("-") };
}

/** One schema per query parameter, so a bad value drops that filter alone, not the page. */
const PARAMETERS = {
  type: z.enum(ENQUIRY_TYPES),
  status: z.enum(LEAD_STATUSES),
  from: day,
  to: day,
  location: z.enum(ENQUIRY_OPTIONS.locations),
  industry: z.enum(LEAD_INDUSTRIES as [string, ...string[]]),
  family: z.enum(PRODUCT_FAMILY_IDS as [string, ...string[]]),
  country: z.enum(COUNTRY_CODES as [string, ...string[]]),
  language: z.enum(LOCALES),
  /** The expert path's answers: its process and its problem. */
  process: z.enum(EXPERT_PROCESS_LABELS as [string, ...string[]]),
  problem: z.enum(EXPERT_PROBLEM_LABELS as [string, ...string[]]),
  owner: z.string().trim().min(1).max(100),
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^FC-\d{8}-[0-9A-Z]{6}$/),
  q: z.string().trim().min(1).max(200),
  sort: z.enum(LEAD_SORTS),
  page: z.coerce.number().int().min(1).max(100_000),
} as const;

/** The inbox's filters: received day range inclusive (UTC), free text over name, company, e-mail and message. */
const LeadFilterSchema = z.object({
  type: PARAMETERS.type.optional(),
  status: PARAMETERS.status.optional(),
  from: PARAMETERS.from.optional(),
  to: PARAMETERS.to.optional(),
  location: PARAMETERS.location.optional(),
  industry: PARAMETERS.industry.optional(),
  /** Any of these families (multi-select: `?family=3&family=5`), like `country`. */
  family: z.array(PARAMETERS.family).optional(),
  /** Any of these countries as the visitor gave it, by ISO 3166 code. */
  country: z.array(PARAMETERS.country).optional(),
  /** The visitor's language (that of the page the form was sent from). */
  language: PARAMETERS.language.optional(),
  process: PARAMETERS.process.optional(),
  problem: PARAMETERS.problem.optional(),
  /** Only these leads: the rows ticked for an export. */
  reference: z.array(PARAMETERS.reference).max(LEAD_PAGE_SIZE).optional(),
  /** A staff user's id, or `UNASSIGNED`. */
  owner: PARAMETERS.owner.optional(),
  q: PARAMETERS.q.optional(),
  /** The list's order; absent: newest first. Not a filter: the counts and exports ignore it. */
  sort: PARAMETERS.sort.optional(),
  page: PARAMETERS.page.default(1),
});
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

const KEYS = Object.keys(PARAMETERS) as (keyof typeof PARAMETERS)[];

/** The parameters that may repeat, each value one more choice (any of them matches). */
const MULTI_VALUE_KEYS = ["family", "country", "reference"] as const satisfies (keyof LeadFilter)[];
const MULTI: ReadonlySet<string> = new Set(MULTI_VALUE_KEYS);

/** The valid values of a repeatable parameter, once each, sorted (so a saved query reads back the same). */
function choices(key: keyof typeof PARAMETERS, raws: string[]): string[] | undefined {
  const valid = raws.flatMap((raw) => {
    const parsed = PARAMETERS[key].safeParse(raw.trim());
    return parsed.success ? [String(parsed.data)] : [];
  });
  return valid.length > 0 ? [...new Set(valid)].sort().slice(0, LEAD_PAGE_SIZE) : undefined;
}

/** The filter a URL's query string asks for; missing and invalid parameters are left out, a repeated single one read once. */
export function leadFilterFromQuery(query: URLSearchParams | string): LeadFilter {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const values: Record<string, unknown> = {};
  for (const key of KEYS) {
    if (MULTI.has(key)) {
      values[key] = choices(key, params.getAll(key));
      continue;
    }
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const parsed = PARAMETERS[key].safeParse(raw);
    if (parsed.success) values[key] = parsed.data;
  }
  return LeadFilterSchema.parse(values);
}

/** The query string (without `?`) that gives back `filter`, in a fixed order; page 1 is left out. */
export function leadFilterToQuery(filter: Partial<LeadFilter>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    if (Array.isArray(value)) for (const choice of [...value].sort()) params.append(key, choice);
    else params.set(key, String(value));
  }
  return params.toString();
}
