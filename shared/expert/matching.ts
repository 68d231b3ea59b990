import type { FacetSelection } from "../catalogue/facet-params.ts";
import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import type { ExpertIndustry, ExpertProblem, ExpertProcess } from "./questions.ts";

/** The result shows at least this many products when the catalogue has them, and never more than the maximum. */
const EXPERT_MIN_PRODUCTS = 2;
export const EXPERT_MAX_PRODUCTS = 4;

/** How closely a suggested product fits the three answers. */
export type ExpertFit = "all" | "industry-and-problem" | "process-and-problem" | "problem";

export const FIT_LABELS: Record<ExpertFit, Message> = {
  all: m.form_expert_fit_all,
  "industry-and-problem": m.form_expert_fit_industry_problem,
  "process-and-problem": m.form_expert_fit_process_problem,
  problem: m.form_expert_fit_problem,
};

export type ExpertMatchAnswers = { industry: ExpertIndustry; process: ExpertProcess; problem: ExpertProblem };

/** One rung of the ladder: the facet query a product must match to fit this closely. */
export type MatchRung = { fit: ExpertFit; facets: FacetSelection };

/**
 * The matching rule (decision 054) as facet queries, closest fit first: the problem's function
 * always; the industry; any of the process's certifications. When the closest rungs give fewer
 * than two products, the process and then the industry are let go. A general process asks for no
 * certification, so its rungs with and without the process are the same and appear once.
 */
export function matchRungs({ industry, process, problem }: ExpertMatchAnswers): MatchRung[] {
  const fn = { function: [problem.function] };
  const cert = process.certifications.length > 0 ? { cert: [...process.certifications] } : undefined;
  const rungs: MatchRung[] = [{ fit: "all", facets: { industry: [industry.slug], ...fn, ...cert } }];
  if (cert) rungs.push({ fit: "industry-and-problem", facets: { industry: [industry.slug], ...fn } });
  if (cert) rungs.push({ fit: "process-and-problem", facets: { ...fn, ...cert } });
  rungs.push({ fit: "problem", facets: fn });
  return rungs;
}

/** Products matching a facet query, in the catalogue's name order, at most `limit`. */
export type FindProducts<P> = (facets: FacetSelection, limit: number) => Promise<P[]>;

/**
 * The two to four products that fit best: each rung's products in name order after those of the
 * closer rungs, stopping after the first rung that brings the total to two, and at four.
 */
export async function matchProducts<P extends { slug: string }>(
  answers: ExpertMatchAnswers,
  find: FindProducts<P>,
): Promise<{ product: P; fit: ExpertFit }[]> {
  const chosen: { product: P; fit: ExpertFit }[] = [];
  for (const rung of matchRungs(answers)) {
    const found = await find(rung.facets, EXPERT_MAX_PRODUCTS + chosen.length);
    for (const product of found) {
      if (chosen.length === EXPERT_MAX_PRODUCTS) break;
      if (!chosen.some((entry) => entry.product.slug === product.slug))
        chosen.push({ product, fit: rung.fit });
    }
    if (chosen.length >= EXPERT_MIN_PRODUCTS) break;
  }
  return chosen;
}
