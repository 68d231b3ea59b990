import { parseCookie } from "cookie";
import type { EnquiryAccepted } from "#shared/enquiries/api.ts";
import { ENQUIRY_FORMS, type EnquiryType, type FieldErrors } from "#shared/enquiries/forms.ts";
import { rateLimitedMessage } from "#shared/enquiries/outcome-messages.ts";
import { VISIT_SOURCE_FIELD } from "#shared/enquiries/visit-source.ts";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import type { ApiError } from "#shared/site/api.ts";
import { markVisitSourceSent, visitSourceToSend } from "./visit-source.ts";

export type SendResult =
  | { status: "accepted"; reference: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "failed"; message?: string };

/** The token of the anti-forgery cookie the page set (spec 7: the header is taken from a cookie). */
function cookieToken(): string | undefined {
  const cookies = parseCookie(document.cookie);
  return cookies[XSRF_HOST_COOKIE] ?? cookies[XSRF_COOKIE];
}

/**
 * Sends an enquiry to the JSON API as the spec's client does, with the visit's source while this
 * tab has one to give (decision 119); never throws.
 */
export async function sendEnquiry(
  type: EnquiryType,
  body: Record<string, string>,
  fallbackToken: string,
): Promise<SendResult> {
  try {
    const source = visitSourceToSend();
    const response = await fetch(`/api/${ENQUIRY_FORMS[type].endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", [XSRF_HEADER]: cookieToken() ?? fallbackToken },
      body: JSON.stringify(source ? { ...body, [VISIT_SOURCE_FIELD]: source } : body),
    });
    // Whichever the status: the reference of a 201 or the error shape of the rest.
    const json = (await response.json().catch(() => ({}))) as Partial<EnquiryAccepted & ApiError>;
    if (response.status === 201 && json.reference) {
      if (source) markVisitSourceSent();
      return { status: "accepted", reference: json.reference };
    }
    if (response.status === 400 && json.errors) return { status: "invalid", errors: json.errors };
    // The API answers in English; the page says the same as its no-JavaScript action, in its language.
    if (response.status === 429) {
      return {
        status: "failed",
        message: rateLimitedMessage(Number(response.headers.get("retry-after")) || 0),
      };
    }
    return { status: "failed" };
  } catch {
    return { status: "failed" };
  }
}
