import { dialingNumber } from "#shared/site/phone-number.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";

/** schema.org Organization for the company, from its published identity; shown with `JsonLd` on the home page. */
export function organizationJsonLd(site: SiteIdentity, siteUrl: string): Record<string, unknown> {
  const { company, address, phone, email, social, parentCompanies } = site;
  return {
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: dialingNumber(phone.display),
    email: email.general,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.lines.join(", "),
      addressLocality: address.town,
      postalCode: address.postcode,
      addressCountry: "GB",
    },
    sameAs: social.map((profile) => profile.url),
    parentOrganization: parentCompanies.map((parent) => ({
      "@type": "Organization",
      name: parent.name,
      url: parent.url,
    })),
  };
}
