import type { Route } from "./+types/sales-enquiry.ts";
import { enquiryHeaders, loadEnquiryPage, submitEnquiryForm } from "./enquiry-page.server.ts";
import { salesFormPage } from "./enquiry-pages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryPage(request, context, salesFormPage(request.url).type);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(request, context, salesFormPage(request.url).type);
}

export const headers: Route.HeadersFunction = enquiryHeaders;
