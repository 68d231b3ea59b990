import type { Transaction } from "kysely";
import type { z } from "zod";
import {
  ENQUIRY_RECIPIENT_LABELS,
  SITE_FIELD_LABELS,
  type SiteField,
} from "#shared/content-editing/site-form.ts";
import { EnquiryRecipients, SiteIdentity } from "#shared/site/site-schema.ts";
import { republishDatasheets } from "../catalogue/published-datasheets.ts";
import { contentKind } from "../content-editing/content-kind.ts";
import type { Database } from "../db/schema.ts";
import { SITE_KEY } from "./published-identity.ts";
import { readSiteFile, writeSitePart } from "./site-file.ts";

export const RECIPIENTS_KEY = "recipients";

const FIXED =
  "The company identity and the enquiry recipients are always live: change them instead of taking them down.";

async function store(tx: Transaction<Database>, name: string, record: object) {
  const row = { name, data: JSON.stringify(record) };
  await tx
    .insertInto("site_settings")
    .values(row)
    .onConflict((oc) => oc.column("name").doUpdateSet(row))
    .execute();
}

/**
 * One part of content/site.json as a single-record kind (decision 075): the record is the part, the
 * export writes it back into the file beside the other part, and publishing stores it in `site_settings`.
 */
function sitePart<Record extends object>(options: {
  name: string;
  label: string;
  key: string;
  schema: z.ZodType<Record>;
  fields: { name: keyof Record & string; label: string }[];
  fromFile: (site: { [part: string]: unknown }) => unknown;
  toFile: (record: Record) => { [part: string]: unknown };
  /** What else a publish of it must bring up to date, in the same transaction. */
  afterStore?: (tx: Transaction<Database>, record: Record) => Promise<void>;
}) {
  const { name, key, schema } = options;
  return contentKind<Record>({
    name,
    label: options.label,
    schema,
    fields: options.fields,
    fixed: FIXED,
    keyOf: () => key,
    withKey: (fields) => fields,
    titleOf: () => options.label,
    read: (contentDir) => [schema.parse(options.fromFile(readSiteFile(contentDir)))],
    write(dir, records) {
      for (const record of records) writeSitePart(dir, options.toFile(record));
    },
    // Plain text drawn as text, e-mail addresses and links checked by the schema: nothing to sanitise.
    clean: (record) => record,
    newKey() {
      throw new Error(`${options.label} is one record: nothing is created.`);
    },
    async apply(tx, record) {
      await store(tx, key, record);
      await options.afterStore?.(tx, record);
    },
    async withdraw(tx) {
      await tx.deleteFrom("site_settings").where("name", "=", key).execute();
    },
    publicPath: () => "/contact-us",
    previewPath: () => "/contact-us?preview=site",
  });
}

/** The company identity: the header, footer, contact details and structured data of every page. */
export const siteKind = sitePart({
  name: "site",
  label: "Company identity",
  key: SITE_KEY,
  schema: SiteIdentity,
  fields: (Object.keys(SITE_FIELD_LABELS) as SiteField[]).map((field) => ({
    name: field,
    label: SITE_FIELD_LABELS[field],
  })),
  fromFile: (site) => site,
  toFile: (record) => record,
  // The datasheets print the phone and addresses, and are renamed; the other documents are made from it on request.
  afterStore: republishDatasheets,
});

/** Where each form's enquiries are mailed: operational, so only admins change it (decision 075). */
export const enquiryRecipientsKind = sitePart({
  name: "enquiry-recipients",
  label: "Enquiry recipients",
  key: RECIPIENTS_KEY,
  schema: EnquiryRecipients,
  fields: (Object.keys(ENQUIRY_RECIPIENT_LABELS) as (keyof EnquiryRecipients)[]).map((field) => ({
    name: field,
    label: ENQUIRY_RECIPIENT_LABELS[field],
  })),
  fromFile: (site) => site.enquiryRecipients,
  toFile: (record) => ({ enquiryRecipients: record }),
});
