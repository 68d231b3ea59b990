import { isRouteErrorResponse, Link, useLocation, useParams, useRouteError } from "react-router";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";

/**
 * Links to this page in each language (issue 17). Each loads a whole document, so the page and its
 * scripts start again in the other language. The server's copy is shared through the page cache by
 * addresses whose query differs and by every unknown path or 404 of a route, so it names neither: the
 * query joins the links once the page's script runs, and a missing page's links lead to each
 * language's home page.
 */
export function LanguageLinks() {
  const { pathname, search } = useLocation();
  const error = useRouteError();
  const unknownPath = useParams()["*"] !== undefined || (isRouteErrorResponse(error) && error.status === 404);
  const hydrated = useHydrated();
  const page = unknownPath ? "/" : `${pathname}${hydrated ? search : ""}`;
  const current = usePageLocale();
  return (
    <ul className="language-switcher">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            reloadDocument
            to={localizedPath(page, locale)}
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
