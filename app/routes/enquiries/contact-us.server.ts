import type { Route } from "./+types/contact-us.ts";
import { enquiryHeaders, loadEnquiryPage, submitEnquiryForm } from "./enquiry-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryPage(request, context, "contact");
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(request, await request.formData(), context, "contact");
}

export const headers: Route.HeadersFunction = enquiryHeaders;
