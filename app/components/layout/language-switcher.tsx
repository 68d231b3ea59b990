import { Link, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath } from "../../../shared/i18n/locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { usePageLocale } from "../../i18n/page-locale.ts";

/**
 * Links to this page, query kept, in each language (issue 17). Each loads a whole document, so the
 * page and its scripts start again in the other language.
 */
export function LanguageLinks() {
  const { pathname, search } = useLocation();
  const current = usePageLocale();
  return (
    <ul className="language-switcher">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            reloadDocument
            to={localizedPath(`${pathname}${search}`, locale)}
            hrefLang={LANGUAGE_TAGS[locale]}
            lang={LANGUAGE_TAGS[locale]}
            aria-current={locale === current ? "true" : undefined}
          >
            {LANGUAGE_NAMES[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The switcher of the top bar: a navigation of its own. */
export function LanguageSwitcher() {
  return (
    <nav aria-label={m.language_switcher()} className="language-nav">
      <LanguageLinks />
    </nav>
  );
}
