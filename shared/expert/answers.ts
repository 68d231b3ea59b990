import * as z from "zod/mini";
import type { Message } from "../i18n/message.ts";
import { m } from "../i18n/paraglide/messages.js";
import { EXPERT_PATH } from "../site/page-hrefs.ts";
import { EXPERT_QUERY } from "../site/page-query.ts";
import {
  EXPERT_INDUSTRIES,
  EXPERT_PROBLEMS,
  EXPERT_PROCESSES,
  type ExpertIndustry,
  type ExpertProblem,
  type ExpertProcess,
} from "./questions.ts";

export type ExpertQuestion = keyof typeof EXPERT_QUERY;
const EXPERT_QUESTIONS = Object.keys(EXPERT_QUERY) as ExpertQuestion[];

type ExpertAnswers = {
  industry?: ExpertIndustry;
  process?: ExpertProcess;
  problem?: ExpertProblem;
};

/** Where the visitor is: the next question to ask, or the result once all three are answered. */
type ExpertStep = ExpertQuestion | "result";

export type ExpertState = {
  step: ExpertStep;
  answers: ExpertAnswers;
  /** Why the address could not be followed as it stood; the step asked is the one to fix. */
  problemWithAddress?: string;
};

/** Each question as the address problems name it, in the page's language. */
export const EXPERT_QUESTION_NOUNS: Record<ExpertQuestion, Message> = {
  industry: m.form_expert_noun_industry,
  process: m.form_expert_noun_process,
  problem: m.form_expert_noun_problem,
};

const slugOf = <T extends { slug: string }>(choices: readonly T[]) =>
  z.enum(choices.map((choice) => choice.slug) as [T["slug"], ...T["slug"][]]);

const SCHEMAS = {
  industry: slugOf(EXPERT_INDUSTRIES),
  process: slugOf(EXPERT_PROCESSES),
  problem: slugOf(EXPERT_PROBLEMS),
};

const CHOICES = { industry: EXPERT_INDUSTRIES, process: EXPERT_PROCESSES, problem: EXPERT_PROBLEMS };

/**
 * Reads the answers from a step's address. Answers count in question order: the first question
 * without a valid answer is the step asked; an unknown, repeated or out-of-order answer is named in
 * `problemWithAddress` so the page can say what went wrong rather than fail.
 */
export function readExpertAnswers(params: URLSearchParams): ExpertState {
  const answers: ExpertAnswers = {};
  for (const [position, question] of EXPERT_QUESTIONS.entries()) {
    const values = params.getAll(EXPERT_QUERY[question]);
    const later = EXPERT_QUESTIONS.slice(position + 1).some((next) => params.has(EXPERT_QUERY[next]));
    if (values.length === 0) {
      const problemWithAddress = later
        ? m.form_expert_answer_first({ question: EXPERT_QUESTION_NOUNS[question]() })
        : undefined;
      return { step: question, answers, problemWithAddress };
    }
    const parsed = values.length === 1 ? SCHEMAS[question].safeParse(values[0]) : undefined;
    if (!parsed?.success) {
      const problemWithAddress =
        values.length > 1
          ? m.form_expert_answer_repeated({ question: EXPERT_QUESTION_NOUNS[question]() })
          : m.form_expert_answer_unknown({
              question: EXPERT_QUESTION_NOUNS[question](),
              value: (values[0] ?? "").slice(0, 60),
            });
      return { step: question, answers, problemWithAddress };
    }
    const slug = parsed.data;
    Object.assign(answers, { [question]: CHOICES[question].find((choice) => choice.slug === slug) });
  }
  return { step: "result", answers };
}

/** The address of a step: the answers given so far, in question order. */
export function expertHref(answers: Partial<Record<ExpertQuestion, string>>): string {
  const params = new URLSearchParams();
  for (const question of EXPERT_QUESTIONS) {
    const answer = answers[question];
    if (!answer) break;
    params.set(EXPERT_QUERY[question], answer);
  }
  const query = params.toString();
  return query ? `${EXPERT_PATH}?${query}` : EXPERT_PATH;
}
