import type { ReactNode } from "react";
import { m } from "#shared/i18n/paraglide/messages.js";

/** A link to another site; it opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {children}
      <span className="visually-hidden">{` ${m.footer_new_tab()}`}</span>
    </a>
  );
}
