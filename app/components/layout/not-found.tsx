import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";

/** The 404 screen of spec 2.9, shown for unknown paths and at /error. */
export function NotFound() {
  const localized = useLocalizedPath();
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{m.not_found_title()}</h1>
      <p>{m.not_found_text()}</p>
      <p>
        <Link className="button button--primary" to={localized("/")}>
          {m.go_home()}
        </Link>
      </p>
    </section>
  );
}
