import { Link } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { SAMPLE_REQUEST_PATH } from "#shared/site/page-hrefs.ts";
import { useBasket } from "../../enquiries/use-basket.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";

/** The sample basket's count in the header; nothing while the basket is empty (decision 052). */
export function BasketLink() {
  const count = useBasket().length;
  const localized = useLocalizedPath();
  if (count === 0) return null;
  return (
    <Link to={localized(SAMPLE_REQUEST_PATH)} className="basket-link">
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
        <path d="M6 2v5l-3 7h10l-3-7V2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="basket-link-label">{m.basket_label()}</span>
      <span className="basket-count">
        {count}
        <span className="visually-hidden">
          {` ${count === 1 ? m.basket_product_one() : m.basket_product_other()}`}
        </span>
      </span>
    </Link>
  );
}
