import type { Db } from "../db/database.ts";

/** Confirmation mails one address may receive per UTC day, however many enquiries name it. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** One mailbox however it is written: letter case and a `+tag` make no difference to the bound. */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at).replace(/\+.*$/, "");
  return `${local}${address.slice(at)}`.toLowerCase();
}

/**
 * Counts one more confirmation to the mailbox behind `recipientKey` today (UTC) and says whether it
 * is within the bound. Run in the enquiry's transaction: one atomic upsert, so every instance
 * shares the count. Counts of earlier days are deleted on the way.
 */
export async function reserveConfirmation(tx: Db, recipientKey: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  await tx.deleteFrom("enquiry_confirmations").where("day", "<", day).execute();
  const row = await tx
    .insertInto("enquiry_confirmations")
    .values({ recipient_key: recipientKey, day, requested: 1 })
    .onConflict((oc) =>
      oc
        .columns(["recipient_key", "day"])
        .doUpdateSet((eb) => ({ requested: eb("enquiry_confirmations.requested", "+", 1) })),
    )
    .returning("requested")
    .executeTakeFirstOrThrow();
  return Number(row.requested) <= CONFIRMATIONS_PER_ADDRESS_PER_DAY;
}
