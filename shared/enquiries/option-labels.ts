import { PROBLEM_TEXTS, PROCESS_TEXTS } from "../expert/choice-texts.ts";
import { EXPERT_PROBLEMS, EXPERT_PROCESSES } from "../expert/questions.ts";
import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import { INDUSTRIES } from "../industries/industries.ts";
import { INDUSTRY_NAMES } from "../industries/industry-names.ts";

/**
 * What the forms' selects show for each stored option value (shared/enquiries/options.ts), in the
 * page's language. The values stay English: they are what the lead stores and the team reads.
 */
const OPTION_LABELS: Record<string, Message> = {
  ...Object.fromEntries(INDUSTRIES.map((industry) => [industry.name, INDUSTRY_NAMES[industry.slug]])),
  ...Object.fromEntries(
    EXPERT_PROCESSES.map((process) => [process.label, PROCESS_TEXTS[process.slug]?.label]),
  ),
  ...Object.fromEntries(EXPERT_PROBLEMS.map((problem) => [problem.label, PROBLEM_TEXTS[problem.slug]])),
  "General Enquiry": m.form_option_general_enquiry,
  "Technical Information": m.form_option_technical_information,
  UK: m.form_option_uk,
  "Europe ex-UK": m.form_option_europe_ex_uk,
  "Rest of the World": m.form_option_rest_of_world,
  Bakery: m.form_option_bakery,
  "Cable Lubricants": m.form_option_cable_lubricants,
  "Emulsion Polymerisation": m.form_option_emulsion_polymerisation,
  Janitorial: m.form_option_janitorial,
  Recycling: m.form_option_recycling,
  "Release Coatings": m.form_option_release_coatings,
  "Silicone Removals": m.form_option_silicone_removals,
  "Surface Coatings": m.form_option_surface_coatings,
  "Waste & Water Treatment": m.form_option_waste_water_treatment,
  Others: m.form_option_others,
};

/** An option's label in the page's language; a value without one (a sample quantity) shows as it is. */
export function optionLabel(value: string): string {
  return OPTION_LABELS[value]?.() ?? value;
}
