import { m } from "#shared/i18n/paraglide/messages.js";
import { formatAddress } from "#shared/site/site-config.ts";
import { ContactLines } from "../../components/enquiry/contact-lines.tsx";
import { EnquiryForm } from "../../components/enquiry/enquiry-form.tsx";
import { LocationMap } from "../../components/enquiry/location-map.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import { useSiteIdentity } from "../../site-identity.ts";
import "../../styles/enquiry.css";
import type { Route } from "./+types/contact-us.ts";

export { action, headers, loader } from "./contact-us.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_contact_us(),
    description: m.meta_contact_description(),
    path: "/contact-us",
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_contact_us() }] };

/** Address, phone, e-mail and map (fixed on the page), and the Enquiry form (spec 2.7). */
export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSiteIdentity();
  const { company } = site;
  return (
    <>
      <PageBanner title={m.nav_contact_us()} lead={m.meta_contact_description()} />
      <div className="container page-section enquiry-layout enquiry-layout--contact">
        <section aria-labelledby="contact-details-title" className="contact-details">
          <h2 id="contact-details-title">{m.form_find_us()}</h2>
          <address>
            <strong>{company.legalName}</strong>
            {formatAddress(site).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ContactLines mailbox="general">
            <dt>{m.form_opening_hours()}</dt>
            <dd>{m.form_opening_hours_text()}</dd>
          </ContactLines>
          <LocationMap />
        </section>
        <section aria-labelledby="enquiry-form-title" className="enquiry-card">
          <h2 id="enquiry-form-title">{m.form_enquiry()}</h2>
          <EnquiryForm page={loaderData} actionData={actionData} scrollOffset={16} />
        </section>
      </div>
    </>
  );
}
