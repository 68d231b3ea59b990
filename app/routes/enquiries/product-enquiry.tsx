import { m } from "#shared/i18n/paraglide/messages.js";
import { EnquiryForm } from "../../components/enquiry/enquiry-form.tsx";
import { TalkToUs } from "../../components/enquiry/talk-to-us.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/enquiry.css";
import type { Route } from "./+types/product-enquiry.ts";

export { action, headers, loader } from "./product-enquiry.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: m.nav_product_enquiry(),
    description: m.meta_product_enquiry_description(),
    path: "/product-enquiry",
    matches,
  });

export const handle: BreadcrumbHandle = { breadcrumb: () => [{ label: m.nav_product_enquiry() }] };

/** The product enquiry form of spec 5, with the real catalogue in its product selects. */
export default function ProductEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={m.nav_product_enquiry()} lead={m.meta_product_enquiry_description()} />
      <div className="container page-section enquiry-layout">
        <section aria-labelledby="enquiry-form-title" className="enquiry-card">
          <h2 id="enquiry-form-title">{m.form_your_details_products()}</h2>
          <EnquiryForm page={loaderData} actionData={actionData} scrollOffset={50} />
        </section>
        <TalkToUs mailbox="sales" />
      </div>
    </>
  );
}
