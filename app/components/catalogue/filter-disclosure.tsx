import type { ReactNode } from "react";
import { m } from "#shared/i18n/paraglide/messages.js";

/**
 * A finder panel's filters folded behind a plain <details> on a narrow screen, where the panel stands
 * above the results; CSS keeps it unfolded where the panel sits beside them. The summary counts the
 * choices already made.
 */
export function FilterDisclosure({
  summary,
  chosen,
  children,
}: {
  summary: string;
  chosen: number;
  children: ReactNode;
}) {
  return (
    <details className="category-disclosure">
      <summary className="category-disclosure-summary">
        {summary}
        {chosen > 0 ? (
          <span className="category-disclosure-count">{m.finder_chosen_count({ count: chosen })}</span>
        ) : null}
        <svg className="chevron" viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
