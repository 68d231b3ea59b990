import { isDeepStrictEqual } from "node:util";
import { type SiteConfig, siteConfig } from "#shared/site/site-config.ts";
import { EnquiryRecipients, SiteIdentity } from "#shared/site/site-schema.ts";
import { type ContentVersion, perContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { SHIPPED_IDENTITY, SITE_KEY } from "./published-identity.ts";
import { RECIPIENTS_KEY } from "./site-kinds.ts";

/**
 * The company identity and enquiry recipients as published (decision 075), read once per content
 * version: every page's header and footer and every enquiry mail ask for them. Until the seed has
 * stored them (a database not yet seeded) the shipped content/site.json answers.
 */
export function createSiteSettings(db: Db, contentVersion: ContentVersion) {
  const read = perContentVersion(contentVersion, async () => {
    const rows = await db.selectFrom("site_settings").select(["name", "data"]).execute();
    const part = (name: string) => {
      const row = rows.find((candidate) => candidate.name === name);
      return row ? (JSON.parse(row.data) as unknown) : undefined;
    };
    const identity = part(SITE_KEY);
    const recipients = part(RECIPIENTS_KEY);
    const published = identity ? SiteIdentity.parse(identity) : undefined;
    const { enquiryRecipients, ...shipped } = siteConfig;
    const site: SiteConfig = {
      ...(published ?? shipped),
      enquiryRecipients: recipients ? EnquiryRecipients.parse(recipients) : enquiryRecipients,
    };
    const editedIdentity = published && !isDeepStrictEqual(published, shipped) ? published : undefined;
    return { site, editedIdentity, identity: published ?? SHIPPED_IDENTITY };
  });

  return {
    async current(): Promise<SiteConfig> {
      return (await read()).site;
    },
    /** The identity alone, in the schema's shape: what generated documents print (decision 096). */
    async identity(): Promise<SiteIdentity> {
      return (await read()).identity;
    },
    /**
     * The identity for the pages, only when it differs from the shipped content/site.json: pages
     * carry that one in their scripts already, so an unedited site sends no copy with every page.
     */
    async editedIdentity(): Promise<SiteIdentity | undefined> {
      return (await read()).editedIdentity;
    },
  };
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
