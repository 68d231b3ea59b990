import type { Db } from "../db/database.ts";
import type { OutboxKind } from "./store.ts";

/** A mail the SMTP server has not taken after trying: waiting to be tried again, or given up. */
export type FailedMail = {
  kind: OutboxKind;
  enquiryReference: string | null;
  attempts: number;
  lastError: string;
  /** When it is tried again; null once given up. */
  nextAttemptAt: string | null;
  createdAt: string;
};

/** Unsent mails that failed at least once, newest first: `limit` of them and how many there are. */
export async function failedMails(db: Db, limit: number): Promise<{ total: number; mails: FailedMail[] }> {
  const failing = db
    .selectFrom("enquiry_outbox")
    .where("sent_at", "is", null)
    .where("last_error", "is not", null);
  const [rows, counted] = await Promise.all([
    failing
      .select([
        "kind",
        "enquiry_reference",
        "attempts",
        "last_error",
        "next_attempt_at",
        "given_up_at",
        "created_at",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute(),
    failing.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.count),
    mails: rows.map((row) => ({
      kind: row.kind as OutboxKind,
      enquiryReference: row.enquiry_reference,
      attempts: Number(row.attempts),
      lastError: row.last_error ?? "",
      nextAttemptAt: row.given_up_at ? null : row.next_attempt_at,
      createdAt: row.created_at,
    })),
  };
}
