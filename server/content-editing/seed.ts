import type { Seeder } from "../db/seed.ts";
import type { AnyContentKind } from "./content-kind.ts";

/**
 * Seeds the editable kinds (decision 041), in the order given: an item of the content files that the
 * database does not know yet is inserted and made live; an item it knows (edited, unpublished, or as
 * seeded) is left alone, so a staff edit survives restarts, `npm run seed` and deploys.
 */
export const editableContentSeeder = (kinds: readonly AnyContentKind[]): Seeder => ({
  name: "editable-content",
  async run({ tx, contentDir }) {
    const at = new Date().toISOString();
    for (const kind of kinds) {
      const known = await tx
        .selectFrom("content_entries")
        .select("item_key")
        .where("kind", "=", kind.name)
        .execute();
      const knownKeys = new Set(known.map((row) => row.item_key));
      for (const fileRecord of kind.read(contentDir)) {
        const record = kind.clean(fileRecord);
        const key = kind.keyOf(record);
        if (knownKeys.has(key)) continue;
        await kind.apply(tx, record);
        const data = JSON.stringify(record);
        await tx
          .insertInto("content_entries")
          .values({
            kind: kind.name,
            item_key: key,
            status: "published",
            published: data,
            draft: null,
            publish_at: null,
            scheduled_by: null,
            version: 1,
            updated_at: at,
            updated_by: null,
          })
          .execute();
        await tx
          .insertInto("content_revisions")
          .values({
            kind: kind.name,
            item_key: key,
            version: 1,
            action: "seed",
            data,
            summary: "Loaded from the content files",
            actor_email: null,
            at,
          })
          .execute();
      }
    }
  },
});
