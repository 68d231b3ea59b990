import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";

const SECRET_KEY = "enquiry_client_secret";

/**
 * Turns client addresses into keys for the rate limit and the enquiry record, so no address is
 * stored. The secret is made once and kept in the database, so every instance derives the same keys.
 */
export function createClientKeys(db: Db): (address: string) => Promise<string> {
  let secret: Promise<string> | undefined;
  return async (address) => {
    secret ??= loadSecret(db);
    return createHmac("sha256", await secret)
      .update(address)
      .digest("base64url")
      .slice(0, 22);
  };
}

async function loadSecret(db: Db): Promise<string> {
  await db
    .insertInto("site_meta")
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("site_meta")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
