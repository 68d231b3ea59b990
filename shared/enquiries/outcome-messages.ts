import { m } from "../i18n/paraglide/messages.js";

/**
 * A refused enquiry's message after too many from one connection, in the page's language: the
 * no-JavaScript action and the page's script (from the API's `Retry-After`) say the same.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? m.form_rate_limited_minute() : m.form_rate_limited_minutes({ minutes });
}
