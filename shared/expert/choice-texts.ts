import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import type { ExpertProblem } from "./questions.ts";

/**
 * The expert path's answers as the page shows them, in its language, by slug. Their English
 * `label`s in questions.ts stay what the enquiry stores and the specialist reads.
 */
export const PROCESS_TEXTS: Record<string, { label: Message; hint: Message }> = {
  "food-contact": {
    label: m.form_expert_process_food_contact,
    hint: m.form_expert_process_food_contact_hint,
  },
  "halal-kosher": {
    label: m.form_expert_process_halal_kosher,
    hint: m.form_expert_process_halal_kosher_hint,
  },
  "silicone-free": {
    label: m.form_expert_process_silicone_free,
    hint: m.form_expert_process_silicone_free_hint,
  },
  "voc-free": { label: m.form_expert_process_voc_free, hint: m.form_expert_process_voc_free_hint },
  general: { label: m.form_expert_process_general, hint: m.form_expert_process_general_hint },
};

export const PROBLEM_TEXTS: Record<ExpertProblem["slug"], Message> = {
  foam: m.form_expert_problem_foam,
  "entrained-air": m.form_expert_problem_entrained_air,
  sticking: m.form_expert_problem_sticking,
  friction: m.form_expert_problem_friction,
  residues: m.form_expert_problem_residues,
  "ink-water-balance": m.form_expert_problem_ink_water_balance,
  static: m.form_expert_problem_static,
  dust: m.form_expert_problem_dust,
  water: m.form_expert_problem_water,
  "poor-wetting": m.form_expert_problem_poor_wetting,
  "harsh-handle": m.form_expert_problem_harsh_handle,
};
