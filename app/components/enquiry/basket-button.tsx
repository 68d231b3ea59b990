import { Link } from "react-router";
import { BASKET_MAX } from "../../../shared/enquiries/sample-basket.ts";
import { SAMPLE_REQUEST_PATH } from "../../../shared/site/page-hrefs.ts";
import { useBasket } from "../../enquiries/use-basket.ts";
import { BasketForm } from "./basket-form.tsx";

/** "Add to sample request" for one product, or its removal once it is in the basket. */
export function BasketButton({ slug, name, back }: { slug: string; name: string; back: string }) {
  const basket = useBasket();
  const inBasket = basket.includes(slug);
  if (!inBasket && basket.length >= BASKET_MAX) {
    return (
      <p className="basket-full">
        Your <Link to={SAMPLE_REQUEST_PATH}>sample request</Link> holds {BASKET_MAX} products, the most one
        request takes.
      </p>
    );
  }
  return (
    <BasketForm operation={inBasket ? "remove" : "add"} slug={slug} back={back} className="basket-form">
      {inBasket ? (
        <span className="basket-added">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          In your sample request
        </span>
      ) : null}
      <button type="submit" className={inBasket ? "link-button" : "button button--secondary button--compact"}>
        {inBasket ? "Remove" : "Add to sample request"}
        <span className="visually-hidden">
          {inBasket ? ` ${name} from the sample request` : ` for ${name}`}
        </span>
      </button>
    </BasketForm>
  );
}
