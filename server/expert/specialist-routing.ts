import { EXPERT_INDUSTRIES } from "#shared/expert/questions.ts";
import { specialistFor } from "#shared/expert/specialists.ts";
import type { Company } from "../company/company.ts";
import type { TeamRouting } from "../enquiries/enquiries.ts";

/**
 * Expert enquiries go to the specialist for their industry and region (decision 054), read when the
 * enquiry is stored and kept with its mail job; other forms keep their recipient.
 */
export function specialistRouting(company: Company): TeamRouting {
  return async (type, fields) => {
    if (type !== "expert") return undefined;
    const industry = EXPERT_INDUSTRIES.find((candidate) => candidate.name === fields.industry);
    if (!industry) return undefined;
    return specialistFor(await company.specialists(), industry.slug, fields.location ?? "")?.email;
  };
}
