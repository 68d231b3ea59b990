import { Link } from "react-router";

export function ServerError() {
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong.</h1>
      <p>We could not show this page just now. Please try again in a moment.</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the homepage
        </Link>
      </p>
    </section>
  );
}
