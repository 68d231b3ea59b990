import { Link } from "react-router";
import { COMPARE_MAX, withCompared, withoutCompared } from "#shared/catalogue/compare-list.ts";
import { m } from "#shared/i18n/paraglide/messages.js";

type Props = {
  slug: string;
  name: string;
  /** The list being built, as the page's address carries it. */
  compare: string[];
  /** This page's address with another list. */
  hrefFor: (compare: string[]) => string;
};

/**
 * Ticks a product for comparison (decision 053): a link that adds it to the page's address (or
 * takes it out), so it works the same with and without JavaScript and the list can be shared.
 */
export function CompareToggle({ slug, name, compare, hrefFor }: Props) {
  const chosen = compare.includes(slug);
  if (!chosen && compare.length >= COMPARE_MAX) {
    return (
      <span className="compare-toggle compare-toggle--full">
        {m.compare_toggle_full({ max: COMPARE_MAX })}
      </span>
    );
  }
  const next = chosen ? withoutCompared(compare, slug) : withCompared(compare, slug);
  return (
    <Link
      to={hrefFor(next)}
      className={`compare-toggle${chosen ? " compare-toggle--on" : ""}`}
      rel="nofollow"
      preventScrollReset
    >
      <span className="compare-box" aria-hidden="true" />
      {chosen ? m.compare_toggle_on() : m.compare_toggle_off()}
      <span className="visually-hidden">{chosen ? m.compare_toggle_take_out({ name }) : ` ${name}`}</span>
    </Link>
  );
}
