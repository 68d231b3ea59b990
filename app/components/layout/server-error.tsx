import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";

export function ServerError() {
  const localized = useLocalizedPath();
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <h1 id="error-title">{m.server_error_title()}</h1>
      <p>{m.server_error_text()}</p>
      <p>
        <Link className="button button--primary" to={localized("/")}>
          {m.go_home()}
        </Link>
      </p>
    </section>
  );
}
