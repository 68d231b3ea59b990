/**
 * The suggestion of the visitor's own language (issue 17, decision 066): a server-rendered offer,
 * answered once through a plain form, never a redirect.
 */

/** Where the suggestion's form posts. */
export const LANGUAGE_SUGGESTION_PATH = "/language-suggestion";

/** The cookie remembering the visitor's answer: the language chosen, or `no`. */
export const LANGUAGE_ANSWER_COOKIE = "language-answered";

/** The answer of the form's second button. */
export const DECLINED = "no";

/** The form's fields: the button pressed (a language or `no`) and the page it was on. */
export const LANGUAGE_SUGGESTION_FIELDS = { answer: "answer", back: "back" } as const;
