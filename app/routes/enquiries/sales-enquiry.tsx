import { useLocation } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { EnquiryForm } from "../../components/enquiry/enquiry-form.tsx";
import { TalkToUs } from "../../components/enquiry/talk-to-us.tsx";
import type { BreadcrumbHandle } from "../../components/ui/breadcrumb.tsx";
import { PageBanner } from "../../components/ui/page-banner.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import "../../styles/enquiry.css";
import type { Route } from "./+types/sales-enquiry.ts";
import { salesFormPage } from "./enquiry-pages.ts";

export { action, headers, loader } from "./sales-enquiry.server.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = salesFormPage(location.pathname);
  return pageMeta({ title: page.title(), description: page.description(), path: page.path, matches });
};

export const handle: BreadcrumbHandle = {
  breadcrumb: (_data, pathname) => {
    const page = salesFormPage(pathname);
    return [...page.parents, { label: page.title() }];
  },
};

/** Sales Enquiry and Request a Sample: one form, two pages (spec 2.10). */
export default function SalesEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const page = salesFormPage(useLocation().pathname);
  return (
    <>
      <PageBanner title={page.title()} lead={page.description()} />
      <div className="container page-section enquiry-layout">
        <section aria-labelledby="enquiry-form-title" className="enquiry-card">
          <h2 id="enquiry-form-title">{m.form_your_details()}</h2>
          <EnquiryForm
            key={page.type}
            page={loaderData}
            actionData={actionData?.status === "basket" ? undefined : actionData}
            scrollOffset={50}
          />
        </section>
        <TalkToUs mailbox="sales" />
      </div>
    </>
  );
}
