import type { ENQUIRY_OPTIONS } from "../enquiries/options.ts";
import type { IndustrySlug } from "../industries/industries.ts";

/** A region as the enquiry forms' Location field names it. */
export type Region = (typeof ENQUIRY_OPTIONS.locations)[number];

/** A member of staff who answers expert enquiries for some industries in some regions. */
export type Specialist = {
  slug: string;
  name: string;
  role: string;
  email: string;
  industries: IndustrySlug[];
  regions: Region[];
};

/**
 * The specialist an expert enquiry goes to: the first, in the list's order, who covers both the
 * industry and the region. Undefined when nobody does; the enquiry then goes to the form's
 * recipient in content/site.json (decision 054).
 */
export function specialistFor(
  specialists: readonly Specialist[],
  industry: string,
  region: string,
): Specialist | undefined {
  return specialists.find(
    (specialist) =>
      (specialist.industries as string[]).includes(industry) &&
      (specialist.regions as string[]).includes(region),
  );
}
