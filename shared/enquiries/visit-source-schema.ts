import { z } from "zod";
import {
  campaignOf,
  hasSource,
  LANDING_PAGE_MAX_LENGTH,
  UTM_MAX_LENGTH,
  VISIT_SOURCE_FIELD,
  type VisitSource,
} from "./visit-source.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const PRINTABLE = /^[^\u0000-\u001f\u007f-\u009f]*$/;

const campaignValue = z.string().trim().max(UTM_MAX_LENGTH).regex(PRINTABLE).optional();

/** The source a browser sends with a form, as the API contract declares it. */
export const VisitSourceSchema = z
  .object({
    landingPage: z
      .string()
      .max(LANDING_PAGE_MAX_LENGTH)
      .regex(/^\/[^\s?#]*$/)
      .optional()
      .describe("The path this visit landed on, without its query"),
    referrerDomain: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+$/i)
      .optional()
      .describe("The referring site's host name"),
    utm_source: campaignValue,
    utm_medium: campaignValue,
    utm_campaign: campaignValue,
    utm_term: campaignValue,
    utm_content: campaignValue,
  })
  .describe("Where the visit came from, kept in the tab until its first form; optional");

/**
 * A lead's source: what the browser kept of the visit when it sent one (a malformed one is left
 * out, never a reason to refuse the lead), else the campaign parameters of the form page's own
 * address, which is all a form posted without JavaScript has.
 */
export function visitSourceOf(body: unknown, pageAddress: URL | undefined): VisitSource | undefined {
  const sent =
    body && typeof body === "object" ? (body as Record<string, unknown>)[VISIT_SOURCE_FIELD] : undefined;
  const parsed = VisitSourceSchema.safeParse(sent);
  if (parsed.success && hasSource(parsed.data)) return parsed.data;
  const campaign = pageAddress ? campaignOf(pageAddress.searchParams) : {};
  return hasSource(campaign) ? campaign : undefined;
}
