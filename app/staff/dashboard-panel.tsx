import type { ReactNode } from "react";
import { Link } from "react-router";

type PanelProps = {
  id: string;
  title: string;
  /** Whether there is anything to list; when not, `empty` says so in a sentence. */
  filled: boolean;
  empty: string;
  /** The page that shows all of it, when the console has one the person may open. */
  more?: { href: string; label: string } | undefined;
  /** How many the panel left out, said under its list. */
  hidden?: number;
  children: ReactNode;
};

/** One panel of the console's start page: a heading, a short list or figures, and the way to the rest. */
export function DashboardPanel(props: PanelProps) {
  const headingId = `panel-${props.id}`;
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.filled ? props.children : <p>{props.empty}</p>}
      {props.hidden ? <p className="staff-hint">And {props.hidden} more.</p> : null}
      {props.more && (
        <p>
          <Link to={props.more.href}>{props.more.label}</Link>
        </p>
      )}
    </section>
  );
}
