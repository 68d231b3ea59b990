import { Link } from "react-router";
import { COMPARE_MAX, withCompared, withoutCompared } from "../../../shared/catalogue/compare-list.ts";

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
    return <span className="compare-toggle compare-toggle--full">Comparing {COMPARE_MAX} already</span>;
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
      {chosen ? "Comparing" : "Compare"}
      <span className="visually-hidden">{chosen ? `: take ${name} out of the comparison` : ` ${name}`}</span>
    </Link>
  );
}
