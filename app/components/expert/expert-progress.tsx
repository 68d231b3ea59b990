import { Link } from "react-router";
import { type ExpertState, expertHref } from "../../../shared/expert/answers.ts";

const QUESTIONS = [
  { key: "industry", title: "Industry" },
  { key: "process", title: "Process" },
  { key: "problem", title: "Problem" },
] as const;

/**
 * The three questions with the answers given so far; each answer's "Change" link is the step that
 * asked it, so a visitor can go back without JavaScript or the browser's Back button.
 */
export function ExpertProgress({ state }: { state: ExpertState }) {
  const { answers } = state;
  const shown = {
    industry: answers.industry?.name,
    process: answers.process?.label,
    problem: answers.problem?.label,
  };
  const slugs = { industry: answers.industry?.slug, process: answers.process?.slug };
  return (
    <ol className="expert-progress" aria-label="Your answers">
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
              {index + 1}. {title}
            </span>
            {answer ? (
              <>
                <span className="expert-progress-answer">{answer}</span>
                <Link to={expertHref(before)} className="expert-progress-change">
                  Change<span className="visually-hidden"> {title.toLowerCase()}</span>
                </Link>
              </>
            ) : (
              <span className="expert-progress-answer muted">{current ? "Now" : "Not yet answered"}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
