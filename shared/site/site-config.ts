import site from "../../content/site.json" with { type: "json" };

/** The company identity: change content/site.json to rebrand the whole site. */
export const siteConfig = site;

export type SiteConfig = typeof site;

export function formatAddress(config: SiteConfig = site): string[] {
  const { lines, town, county, postcode, country } = config.address;
  return [...lines, `${town}, ${county}`, postcode, country];
}
