import { useLocation } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";

/**
 * Says that the page's content did not load, where the spec's empty state alone would hide it
 * (decision 100). The retry is a plain link: the browser asks for the whole page again.
 */
export function FailedLoadNotice({ data }: { data: object }) {
  const { pathname, search } = useLocation();
  return "loadFailed" in data ? (
    <p className="failed-load" role="alert">
      {m.failed_load_text()} <a href={pathname + search}>{m.failed_load_retry()}</a>
    </p>
  ) : null;
}
