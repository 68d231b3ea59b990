import { data } from "react-router";
import { NotFound } from "../components/layout/not-found.tsx";

/**
 * Every path no other route matches. Its 404 goes to the root's error boundary as React Router's
 * own would, but names no path, so the page cache sends every unknown path one stored page.
 */
export function loader() {
  throw data(null, { status: 404 });
}

/** A component keeps this a page rather than a resource route; the loader always throws before it. */
export default function NotFoundPage() {
  return <NotFound />;
}
