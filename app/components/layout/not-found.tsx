import { Link } from "react-router";

/** The 404 screen of spec 2.9, shown for unknown paths and at /error. */
export function NotFound() {
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">404 Error.</h1>
      <p>The page you are trying to access may have been moved.</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the homepage
        </Link>
      </p>
    </section>
  );
}
