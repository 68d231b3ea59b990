/**
 * `npm run -s enquiries:export -- --format csv|json [--since YYYY-MM-DD] [--type contact|sales|sample|product|expert]
 * [--language en|de|fr|es]` prints the stored enquiries on stdout.
 */
import { parseArgs } from "node:util";
import { enquiriesToCsv, readEnquiries } from "#server/enquiries/export.ts";
import { ENQUIRY_TYPES, type EnquiryType } from "#shared/enquiries/forms.ts";
import { isLocale, LOCALES } from "#shared/i18n/locales.ts";
import { exitWithUsage, openEnquiryDatabase } from "./database.ts";

const USAGE = `npm run -s enquiries:export -- --format csv|json [--since YYYY-MM-DD] [--type ${ENQUIRY_TYPES.join("|")}] [--language ${LOCALES.join("|")}]`;

let values: { format?: string; since?: string; type?: string; language?: string };
try {
  ({ values } = parseArgs({
    options: {
      format: { type: "string" },
      since: { type: "string" },
      type: { type: "string" },
      language: { type: "string" },
    },
  }));
} catch (error) {
  exitWithUsage((error as Error).message, USAGE);
}
const { format, since, type, language } = values;
if (format !== "csv" && format !== "json") exitWithUsage("--format must be csv or json", USAGE);
if (since !== undefined && !isDay(since)) exitWithUsage("--since must be a date as YYYY-MM-DD", USAGE);
if (type !== undefined && !ENQUIRY_TYPES.includes(type as EnquiryType)) {
  exitWithUsage(`--type must be one of ${ENQUIRY_TYPES.join(", ")}`, USAGE);
}
if (language !== undefined && !isLocale(language)) {
  exitWithUsage(`--language must be one of ${LOCALES.join(", ")}`, USAGE);
}

const database = await openEnquiryDatabase();
try {
  const enquiries = await readEnquiries(database.db, {
    since,
    type: type as EnquiryType | undefined,
    language: isLocale(language) ? language : undefined,
  });
  process.stdout.write(
    format === "csv" ? enquiriesToCsv(enquiries) : `${JSON.stringify(enquiries, null, 2)}\n`,
  );
} finally {
  await database.close();
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
