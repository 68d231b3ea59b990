import { Link } from "react-router";
import { SAMPLE_REQUEST_PATH } from "../../../shared/site/page-hrefs.ts";
import { useBasket } from "../../enquiries/use-basket.ts";

/** The sample basket's count in the header; nothing while the basket is empty (decision 052). */
export function BasketLink() {
  const count = useBasket().length;
  if (count === 0) return null;
  return (
    <Link to={SAMPLE_REQUEST_PATH} className="basket-link">
      Sample request
      <span className="basket-count">
        {count}
        <span className="visually-hidden">{count === 1 ? " product" : " products"}</span>
      </span>
    </Link>
  );
}
