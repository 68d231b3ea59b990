import type { Route } from "./+types/product-enquiry.ts";
import { enquiryHeaders, loadEnquiryPage, submitEnquiryForm } from "./enquiry-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryPage(request, context, "product");
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(request, await request.formData(), context, "product");
}

export const headers: Route.HeadersFunction = enquiryHeaders;
