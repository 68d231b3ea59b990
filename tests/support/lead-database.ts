import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { storeEnquiry } from "#server/enquiries/store.ts";
import { type EnquiryType, validateEnquiry } from "#shared/enquiries/forms.ts";
import type { VisitSource } from "#shared/enquiries/visit-source.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { VALID_BODIES } from "./enquiry-client.ts";
import { createPostgresDatabase, usesPostgres } from "./test-database.ts";

export type LeadDatabase = { database: DatabaseHandle; close(): Promise<void> };

/** A fresh, migrated database of the suite's kind (SQLite file or PostgreSQL database) for one test file. */
export async function openLeadDatabase(): Promise<LeadDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-test-"));
  const postgres = usesPostgres() ? await createPostgresDatabase() : undefined;
  const database = openDatabase({ databaseUrl: postgres?.url, dataDir });
  await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const BODIES: Record<EnquiryType, Record<string, string>> = {
  contact: VALID_BODIES.contact,
  sales: VALID_BODIES.sales,
  sample: VALID_BODIES.sales,
  // Any product name passes the form's schema; the catalogue is not needed here.
  product: { ...VALID_BODIES.product, sampleproduct1: "Fenmoor AF 100" },
  expert: VALID_BODIES.expert,
};

/** Stores an enquiry as the public forms do: the form's valid body with `fields` changed. */
export async function storeLead(
  database: DatabaseHandle,
  type: EnquiryType,
  fields: Record<string, string> = {},
  options: {
    at?: Date;
    spam?: boolean;
    confirmation?: boolean;
    language?: Locale;
    source?: VisitSource;
  } = {},
): Promise<string> {
  const checked = validateEnquiry(type, { ...BODIES[type], ...fields });
  if (!checked.success) throw new Error(`invalid test enquiry: ${JSON.stringify(checked.errors)}`);
  return storeEnquiry(database, {
    type,
    input: checked.data,
    spam: options.spam ?? false,
    sourcePage: `/${type}-form`,
    visitSource: options.source,
    language: options.language ?? "en",
    clientKey: "test-client",
    confirmation: options.confirmation ? { recipientKey: `test:${checked.data.fields.email}` } : undefined,
    now: options.at ?? new Date(),
  });
}
