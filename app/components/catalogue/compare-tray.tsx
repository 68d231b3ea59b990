import { Link } from "react-router";
import { COMPARE_MAX, compareHref, withoutCompared } from "#shared/catalogue/compare-list.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";

type Props = {
  /** The products chosen, in order, with their names. */
  compared: { slug: string; name: string }[];
  /** This page's address with another list. */
  hrefFor: (compare: string[]) => string;
};

/** The products ticked for comparison, each removable, and the way to the comparison (decision 053). */
export function CompareTray({ compared, hrefFor }: Props) {
  const localized = useLocalizedPath();
  if (compared.length === 0) return null;
  const slugs = compared.map((product) => product.slug);
  return (
    <section className="compare-tray" aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title" className="compare-tray-title">
        {m.compare_tray_title({ count: compared.length, max: COMPARE_MAX })}
      </h2>
      <ul className="compare-tray-list">
        {compared.map((product) => (
          <li key={product.slug}>
            {product.name}{" "}
            <Link to={hrefFor(withoutCompared(slugs, product.slug))} rel="nofollow" preventScrollReset>
              {m.compare_tray_remove()}
              <span className="visually-hidden">{m.compare_tray_remove_name({ name: product.name })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="compare-tray-actions">
        {compared.length >= 2 ? (
          <Link
            to={localized(compareHref(slugs))}
            className="button button--primary button--compact"
            rel="nofollow"
          >
            {m.compare_tray_go({ count: compared.length })}
          </Link>
        ) : (
          <p className="compare-tray-hint">{m.compare_tray_hint()}</p>
        )}
        <Link to={hrefFor([])} rel="nofollow" preventScrollReset>
          {m.compare_tray_clear()}
        </Link>
      </div>
    </section>
  );
}
