import type { CertificationSlug, FunctionSlug } from "../catalogue/facets.ts";
import { INDUSTRIES } from "../industries/industries.ts";

/**
 * The three questions of /talk-to-an-expert (decision 054) and their answers. Each answer maps to
 * facet values (decision 032), so the products that fit are a facet query.
 */

/** A process condition: the certifications a product needs to hold at least one of (none: any). */
export type ProcessChoice = {
  slug: string;
  label: string;
  hint: string;
  certifications: readonly CertificationSlug[];
};

/** A problem and the product function that answers it. */
export type ProblemChoice = { slug: string; label: string; function: FunctionSlug };

/** Question 1: the spec's eleven industries. */
export const EXPERT_INDUSTRIES = INDUSTRIES;

/** Question 2: what the process demands of the product. */
export const EXPERT_PROCESSES: readonly ProcessChoice[] = [
  {
    slug: "food-contact",
    label: "Food, drink or feed",
    hint: "The product may touch what you make: it needs a food-contact status (E 900, EU 10/2011 or FDA).",
    certifications: ["e900", "eu-10-2011", "fda-173-340", "fda-176-210"],
  },
  {
    slug: "halal-kosher",
    label: "Halal or Kosher production",
    hint: "Your customers ask for Halal or Kosher certification of every ingredient and processing aid.",
    certifications: ["halal", "kosher"],
  },
  {
    slug: "silicone-free",
    label: "Painting, coating or printing downstream",
    hint: "Silicone must stay out: even traces cause craters, fish-eyes or poor adhesion later.",
    certifications: ["silicone-free"],
  },
  {
    slug: "voc-free",
    label: "Enclosed or indoor use",
    hint: "No volatile organic solvents, for the people at the line and for emission limits.",
    certifications: ["voc-free"],
  },
  {
    slug: "general",
    label: "A general industrial process",
    hint: "None of the above applies: we look at the problem alone.",
    certifications: [],
  },
];

/** Question 3: the problem, in the words of the people at the line. */
export const EXPERT_PROBLEMS = [
  { slug: "foam", label: "Foam at start-up or during the run", function: "defoamer" },
  {
    slug: "entrained-air",
    label: "Entrained air, pinholes or bubbles in the product",
    function: "deaerator",
  },
  { slug: "sticking", label: "Product sticking to moulds, tins or belts", function: "release" },
  { slug: "friction", label: "Friction and wear on chains, cables or seals", function: "lubrication" },
  { slug: "residues", label: "Residues to remove: silicone, ink or deposits", function: "cleaning" },
  { slug: "ink-water-balance", label: "Ink and water out of balance on the press", function: "dampening" },
  { slug: "static", label: "Static charge on fibres, films or powders", function: "anti-static" },
  { slug: "dust", label: "Dust from powders, aggregates or granules", function: "dust-control" },
  { slug: "water", label: "Water soaking into fabric or masonry", function: "water-repellent" },
  { slug: "poor-wetting", label: "Poor wetting or flow on the surface", function: "wetting" },
  { slug: "harsh-handle", label: "A harsh or stiff handle on fabric", function: "softening" },
] as const satisfies readonly ProblemChoice[];

export type ExpertIndustry = (typeof EXPERT_INDUSTRIES)[number];
export type ExpertProcess = ProcessChoice;
export type ExpertProblem = (typeof EXPERT_PROBLEMS)[number];

/** Labels of each question's answers, as the enquiry form offers and stores them. */
export const EXPERT_INDUSTRY_LABELS = EXPERT_INDUSTRIES.map((industry) => industry.name);
export const EXPERT_PROCESS_LABELS = EXPERT_PROCESSES.map((process) => process.label);
export const EXPERT_PROBLEM_LABELS = EXPERT_PROBLEMS.map((problem) => problem.label);
