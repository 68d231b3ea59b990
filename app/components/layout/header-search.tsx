import { Form } from "react-router";
import { MAX_QUERY_LENGTH } from "#shared/catalogue/search-limits.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { SEARCH_PATH } from "#shared/site/page-hrefs.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { SearchCombobox } from "../search/search-combobox.tsx";
import { siteSuggestions } from "../search/suggestions.ts";

/** Spec 2.3, 2.6: suggestions while typing; Enter submits a plain GET form, so it also works before JavaScript loads. */
export function HeaderSearch() {
  const localized = useLocalizedPath();
  return (
    <Form
      method="get"
      action={localized(SEARCH_PATH)}
      role="search"
      aria-label={m.search_label()}
      className="header-search"
    >
      <SearchCombobox
        name="search"
        label={m.search_field()}
        placeholder={m.search_placeholder()}
        maxLength={MAX_QUERY_LENGTH}
        className="header-combobox"
        suggest={siteSuggestions}
        noMatch={() => <p className="combobox-no-record">{m.search_no_record()}</p>}
      />
      <button type="submit" className="header-search-button">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{m.search_submit()}</span>
      </button>
    </Form>
  );
}
