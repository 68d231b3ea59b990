import { type SiteConfig, siteConfig } from "../../shared/site/site-config.ts";
import { EnquiryRecipients, SiteIdentity } from "../../shared/site/site-schema.ts";
import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { RECIPIENTS_KEY, SITE_KEY } from "./site-kinds.ts";

/**
 * The company identity and enquiry recipients as published (decision 075), read once per content
 * version: every page's header and footer and every enquiry mail ask for them. Until the seed has
 * stored them (a database not yet seeded) the shipped content/site.json answers.
 */
export function createSiteSettings(db: Db, contentVersion: ContentVersion) {
  let loaded: { version: string; site: SiteConfig } | undefined;
  let pending: Promise<SiteConfig> | undefined;

  async function load(version: string): Promise<SiteConfig> {
    const rows = await db.selectFrom("site_settings").select(["name", "data"]).execute();
    const part = (name: string) => {
      const row = rows.find((candidate) => candidate.name === name);
      return row ? (JSON.parse(row.data) as unknown) : undefined;
    };
    const identity = part(SITE_KEY);
    const recipients = part(RECIPIENTS_KEY);
    const site: SiteConfig = {
      ...(identity ? SiteIdentity.parse(identity) : siteConfig),
      enquiryRecipients: recipients ? EnquiryRecipients.parse(recipients) : siteConfig.enquiryRecipients,
    };
    loaded = { version, site };
    return site;
  }

  return {
    async current(): Promise<SiteConfig> {
      const version = await contentVersion.current();
      if (loaded?.version === version) return loaded.site;
      pending ??= load(version).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
