import { randomBytes } from "node:crypto";
import type { Db } from "./database.ts";

/**
 * A random secret kept in `site_meta` under `key`: the first instance to ask makes it, every other
 * instance reads the same one, so keys and signatures derived from it agree across instances.
 */
export async function siteSecret(db: Db, key: string): Promise<string> {
  await db
    .insertInto("site_meta")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("site_meta")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return row.value;
}
