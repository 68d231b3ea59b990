import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DashboardPanel as PanelName } from "#shared/staff/dashboard-panels.ts";

type PanelProps = {
  id: PanelName;
  title: string;
  /** Whether there is anything to list; when not, `empty` says so in a sentence. */
  filled: boolean;
  empty: string;
  /** The page that shows all of it, when the console has one the person may open. */
  more?: { href: string; label: string } | undefined;
  /**
   * What the panel left out and where all of it is: how many, or, when `counted` is false, only
   * whether there is more (a count of every past edit would read the whole history).
   */
  rest?: { count: number; href: string; counted?: false } | undefined;
  children: ReactNode;
};

/** One panel of the console's start page: a heading, a short list or figures, and the way to the rest. */
export function DashboardPanel(props: PanelProps) {
  // The address's fragment (`/staff?all=drafts#panel-drafts`) names the panel by this id.
  const headingId = `panel-${props.id}`;
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.filled ? props.children : <p>{props.empty}</p>}
      {props.rest && props.rest.count > 0 ? (
        <p>
          {props.rest.counted === false ? "And more" : `And ${props.rest.count} more`}:{" "}
          <Link to={props.rest.href}>show all</Link>
        </p>
      ) : null}
      {props.more && (
        <p>
          <Link to={props.more.href}>{props.more.label}</Link>
        </p>
      )}
    </section>
  );
}
