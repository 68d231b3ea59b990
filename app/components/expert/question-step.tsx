import { Form } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { EXPERT_PATH } from "#shared/site/page-hrefs.ts";

type QuestionChoice = { slug: string; label: string; hint?: string };

type Props = {
  /** The query parameter this question answers. */
  name: string;
  question: string;
  hint: string;
  choices: QuestionChoice[];
  /** The earlier answers, carried on as hidden fields so the step's address holds all of them. */
  carried: { name: string; value: string }[];
};

/** One question as a GET form: its answer is the next step's address, shareable and bookmarkable. */
export function QuestionStep({ name, question, hint, choices, carried }: Props) {
  const hintId = `expert-${name}-hint`;
  return (
    <Form method="get" action={EXPERT_PATH} className="expert-step">
      {carried.map((answer) => (
        <input key={answer.name} type="hidden" name={answer.name} value={answer.value} />
      ))}
      <fieldset className="expert-choices" aria-describedby={hintId}>
        <legend>
          <h2 className="expert-question">{question}</h2>
        </legend>
        <p id={hintId} className="muted">
          {hint}
        </p>
        {choices.map((choice) => {
          const id = `expert-${name}-${choice.slug}`;
          return (
            <div key={choice.slug} className="expert-choice">
              <input type="radio" id={id} name={name} value={choice.slug} required />
              <label htmlFor={id}>
                <span className="expert-choice-label">{choice.label}</span>
                {choice.hint ? <span className="expert-choice-hint">{choice.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button--accent">
        {m.form_expert_next()}
      </button>
    </Form>
  );
}
