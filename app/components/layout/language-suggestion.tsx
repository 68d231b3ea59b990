import { useContext } from "react";
import {
  DECLINED,
  LANGUAGE_SUGGESTION_FIELDS,
  LANGUAGE_SUGGESTION_PATH,
} from "#shared/i18n/language-suggestion.ts";
import { LANGUAGE_TAGS } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { LanguageSuggestionContext } from "../../i18n/language-suggestion-context.ts";

/**
 * The offer of the visitor's own language (decision 066), in that language. Rendered on the server
 * only, as a direct child of <body> that hydration skips: the browser's build holds none of it, and
 * its buttons post a plain form, with or without JavaScript.
 */
export function LanguageSuggestion() {
  const suggestion = useContext(LanguageSuggestionContext);
  if (!suggestion) return null;
  const options = { locale: suggestion.locale };
  const lang = LANGUAGE_TAGS[suggestion.locale];
  return (
    <aside className="language-suggestion" aria-label={m.language_suggestion_label({}, options)} lang={lang}>
      <form method="post" action={LANGUAGE_SUGGESTION_PATH} className="language-suggestion-form">
        <p>{m.language_suggestion_text({}, options)}</p>
        <input type="hidden" name={LANGUAGE_SUGGESTION_FIELDS.back} value={suggestion.back} />
        <button
          type="submit"
          name={LANGUAGE_SUGGESTION_FIELDS.answer}
          value={suggestion.locale}
          className="button button--primary button--compact"
        >
          {m.language_suggestion_accept({}, options)}
        </button>
        <button
          type="submit"
          name={LANGUAGE_SUGGESTION_FIELDS.answer}
          value={DECLINED}
          className="button button--secondary button--compact"
        >
          {m.language_suggestion_decline({}, options)}
        </button>
      </form>
    </aside>
  );
}
