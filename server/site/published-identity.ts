import { siteConfig } from "#shared/site/site-config.ts";
import { SiteIdentity } from "#shared/site/site-schema.ts";
import type { Db } from "../db/database.ts";

/** The `site_settings` row of the company identity (decision 074). */
export const SITE_KEY = "identity";

/**
 * content/site.json's identity as shipped, in the schema's shape: what the build's documents print.
 * Parsed like a published one, so the two compare (and hash) alike when they say the same.
 */
export const SHIPPED_IDENTITY: SiteIdentity = SiteIdentity.parse(siteConfig);

/** The published identity, read in `db` (a publish's transaction sees its own write); the shipped one until the seed stored it. */
export async function publishedIdentity(db: Db): Promise<SiteIdentity> {
  const row = await db
    .selectFrom("site_settings")
    .select("data")
    .where("name", "=", SITE_KEY)
    .executeTakeFirst();
  return row ? SiteIdentity.parse(JSON.parse(row.data)) : SHIPPED_IDENTITY;
}
