import { siteConfig } from "../site-config.ts";

/** schema.org Organization for the company, from the site config; shown with `JsonLd` on the home page. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  const { company, social, parentCompanies } = siteConfig;
  return {
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    sameAs: social.map((profile) => profile.url),
    parentOrganization: parentCompanies.map((parent) => ({
      "@type": "Organization",
      name: parent.name,
      url: parent.url,
    })),
  };
}
