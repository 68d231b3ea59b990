import site from "../../content/site.json" with { type: "json" };
import type { EnquiryRecipients, SiteIdentity } from "./site-schema.ts";

export type SiteConfig = SiteIdentity & { enquiryRecipients: EnquiryRecipients };

/**
 * content/site.json as shipped: what build-time documents and the defaults of the config use. Its
 * schemas live in site-schema.ts, so that zod stays out of the pages' scripts that import this.
 */
export const siteConfig: SiteConfig = site;

export function formatAddress(config: Pick<SiteIdentity, "address"> = site): string[] {
  const { lines, town, county, postcode, country } = config.address;
  return [...lines, `${town}, ${county}`, postcode, country];
}
