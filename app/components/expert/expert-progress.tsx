import { Link } from "react-router";
import { EXPERT_QUESTION_NOUNS, type ExpertState, expertHref } from "#shared/expert/answers.ts";
import { PROBLEM_TEXTS, PROCESS_TEXTS } from "#shared/expert/choice-texts.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { INDUSTRY_NAMES } from "#shared/industries/industry-names.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";

const QUESTIONS = [
  { key: "industry", title: m.form_label_industry },
  { key: "process", title: m.form_label_process },
  { key: "problem", title: m.form_label_problem },
] as const;

/**
 * The three questions with the answers given so far; each answer's "Change" link is the step that
 * asked it, so a visitor can go back without JavaScript or the browser's Back button.
 */
export function ExpertProgress({ state }: { state: ExpertState }) {
  const localized = useLocalizedPath();
  const { answers } = state;
  const shown = {
    industry: answers.industry && INDUSTRY_NAMES[answers.industry.slug](),
    process: answers.process && PROCESS_TEXTS[answers.process.slug]?.label(),
    problem: answers.problem && PROBLEM_TEXTS[answers.problem.slug](),
  };
  const slugs = { industry: answers.industry?.slug, process: answers.process?.slug };
  return (
    <ol className="expert-progress" aria-label={m.form_expert_your_answers()}>
      {QUESTIONS.map(({ key, title }, index) => {
        const answer = shown[key];
        const current = state.step === key;
        const before = {
          industry: index > 0 ? slugs.industry : undefined,
          process: index > 1 ? slugs.process : undefined,
        };
        return (
          <li
            key={key}
            className={`expert-progress-step${current ? " expert-progress-step--current" : ""}`}
            aria-current={current ? "step" : undefined}
          >
            <span className="expert-progress-title">
              {index + 1}. {title()}
            </span>
            {answer ? (
              <>
                <span className="expert-progress-answer">{answer}</span>
                <Link to={localized(expertHref(before))} className="expert-progress-change">
                  {m.form_expert_change()}
                  <span className="visually-hidden"> {EXPERT_QUESTION_NOUNS[key]()}</span>
                </Link>
              </>
            ) : (
              <span className="expert-progress-answer muted">
                {current ? m.form_expert_now() : m.form_expert_not_answered()}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
