import { m } from "#shared/i18n/paraglide/messages.js";

/** Opens the browser's print dialogue; shown only with JavaScript (the page prints without it too). */
export function PrintButton() {
  return (
    <button type="button" className="button button--secondary js-only" onClick={() => window.print()}>
      {m.compare_print()}
    </button>
  );
}
