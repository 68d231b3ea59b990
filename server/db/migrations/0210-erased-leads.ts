import { type Kysely, sql } from "kysely";

/**
 * Erased leads get the status `erased` (issue 32, decision 112): they stayed `new` for ever in the
 * inbox's counts. Every lead with an erasure tombstone takes it; down gives them back the status a
 * lead that nobody had worked would show, since the one before erasure is not kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into enquiry_leads (reference, status, owner_id, updated_at)
    select reference, 'erased', null, erased_at from enquiry_erasures
    where reference not in (select reference from enquiry_leads)
  `.execute(db);
  await sql`
    update enquiry_leads set status = 'erased'
    where reference in (select reference from enquiry_erasures)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update enquiry_leads set status = 'new' where status = 'erased'`.execute(db);
}
