import { servicesContext } from "#server/router-context.ts";
import { ENQUIRY_FORMS } from "#shared/enquiries/forms.ts";
import { BASKET_FIELDS } from "#shared/enquiries/sample-basket.ts";
import type { Route } from "./+types/sales-enquiry.ts";
import { enquiryHeaders, loadEnquiryPage, submitEnquiryForm } from "./enquiry-page.server.ts";
import { salesFormPage } from "./enquiry-pages.ts";
import { changeBasketForm } from "./sample-basket.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryPage(request, context, salesFormPage(request.url).type);
}

/** The form's post, or on the sample request a change to the basket (decision 052). */
export async function action({ request, context }: Route.ActionArgs) {
  const { type } = salesFormPage(request.url);
  const form = await request.formData();
  if (ENQUIRY_FORMS[type].sampleLines && form.has(BASKET_FIELDS.operation)) {
    return changeBasketForm(request, form, context.get(servicesContext).catalogue);
  }
  return submitEnquiryForm(request, form, context, type);
}

export const headers: Route.HeadersFunction = enquiryHeaders;
