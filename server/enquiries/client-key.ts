import { createHmac } from "node:crypto";
import type { Db } from "../db/database.ts";
import { siteSecret } from "../db/site-secret.ts";

const SECRET_KEY = "enquiry_client_secret";

/**
 * Turns client addresses into keys for the rate limit and the enquiry record, so no address is
 * stored. The secret is made once and kept in the database, so every instance derives the same keys.
 */
export function createClientKeys(db: Db): (address: string) => Promise<string> {
  let secret: Promise<string> | undefined;
  return async (address) => {
    secret ??= siteSecret(db, SECRET_KEY);
    return createHmac("sha256", await secret)
      .update(address)
      .digest("base64url")
      .slice(0, 22);
  };
}
