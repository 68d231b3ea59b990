import { Link } from "react-router";
import { COMPARE_MAX, compareHref, withoutCompared } from "../../../shared/catalogue/compare-list.ts";

type Props = {
  /** The products chosen, in order, with their names. */
  compared: { slug: string; name: string }[];
  /** This page's address with another list. */
  hrefFor: (compare: string[]) => string;
};

/** The products ticked for comparison, each removable, and the way to the comparison (decision 053). */
export function CompareTray({ compared, hrefFor }: Props) {
  if (compared.length === 0) return null;
  const slugs = compared.map((product) => product.slug);
  return (
    <section className="compare-tray" aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title" className="compare-tray-title">
        {`Compare (${compared.length} of ${COMPARE_MAX})`}
      </h2>
      <ul className="compare-tray-list">
        {compared.map((product) => (
          <li key={product.slug}>
            {product.name}{" "}
            <Link to={hrefFor(withoutCompared(slugs, product.slug))} rel="nofollow" preventScrollReset>
              Remove<span className="visually-hidden"> {product.name} from the comparison</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="compare-tray-actions">
        {compared.length >= 2 ? (
          <Link to={compareHref(slugs)} className="button button--primary button--compact" rel="nofollow">
            {`Compare ${compared.length} products`}
          </Link>
        ) : (
          <p className="compare-tray-hint">Tick one more product to compare.</p>
        )}
        <Link to={hrefFor([])} rel="nofollow" preventScrollReset>
          Clear
        </Link>
      </div>
    </section>
  );
}
