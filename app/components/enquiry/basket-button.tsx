import { Link } from "react-router";
import { BASKET_MAX } from "#shared/enquiries/sample-basket.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { SAMPLE_REQUEST_PATH } from "#shared/site/page-hrefs.ts";
import { useBasket } from "../../enquiries/use-basket.ts";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { BasketForm } from "./basket-form.tsx";

/** "Add to sample request" for one product, or its removal once it is in the basket. */
export function BasketButton({ slug, name, back }: { slug: string; name: string; back: string }) {
  const basket = useBasket();
  const localized = useLocalizedPath();
  const inBasket = basket.includes(slug);
  if (!inBasket && basket.length >= BASKET_MAX) {
    return (
      <p className="basket-full">
        {m.basket_full_before()}
        <Link to={localized(SAMPLE_REQUEST_PATH)}>{m.basket_full_link()}</Link>
        {m.basket_full_after({ max: BASKET_MAX })}
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
          {m.basket_in_request()}
        </span>
      ) : null}
      <button type="submit" className={inBasket ? "link-button" : "button button--secondary button--compact"}>
        {inBasket ? m.form_sample_remove() : m.basket_add()}
        <span className="visually-hidden">
          {inBasket ? ` ${m.form_sample_remove_from({ product: name })}` : m.basket_add_for({ name })}
        </span>
      </button>
    </BasketForm>
  );
}
