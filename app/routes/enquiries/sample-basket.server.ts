import { data, redirect } from "react-router";
import { z } from "zod";
import type { Catalogue } from "#server/catalogue/catalogue.ts";
import { basketFromCookies, basketSetCookie } from "#server/enquiries/basket-cookie.ts";
import { localReturnPath } from "#server/http/local-path.ts";
import { crossOrigin } from "#server/http/xsrf.ts";
import { BASKET_FIELDS, BASKET_OPERATIONS, changeBasket } from "#shared/enquiries/sample-basket.ts";

/** What a basket post answers a page's script; without JavaScript the visitor is sent back instead. */
type BasketActionData = { status: "basket"; basket: string[] };

const BasketPost = z.object({
  operation: z.enum(BASKET_OPERATIONS),
  slug: z.string().max(100).default(""),
  back: z.string().max(2000).optional(),
});

/**
 * Adds a product to the sample basket, removes one or empties it (decision 052). No anti-forgery
 * token: the pages that offer the button are cached and shared, so they cannot carry one; a post
 * from another site is refused by its Origin, and the worst a forged one could do is change a basket.
 */
export async function changeBasketForm(request: Request, form: FormData, catalogue: Catalogue) {
  const url = new URL(request.url);
  if (crossOrigin(request.headers.get("origin"), url.host)) {
    throw data("This form can only be sent from this site.", { status: 403 });
  }
  const post = BasketPost.safeParse({
    operation: form.get(BASKET_FIELDS.operation),
    slug: form.get(BASKET_FIELDS.slug) ?? undefined,
    back: form.get(BASKET_FIELDS.back) ?? undefined,
  });
  if (!post.success) throw data("This is not a change to the sample basket.", { status: 400 });
  const { operation, slug, back } = post.data;
  const current = basketFromCookies(request.headers.get("cookie"));
  const known = operation !== "add" || (await catalogue.findProductsBySlugs([slug])).has(slug);
  const basket = known ? changeBasket(current, operation, slug) : current;
  const headers = { "set-cookie": basketSetCookie(basket, url.protocol === "https:") };
  const target = localReturnPath(back);
  if (target) return redirect(target, { status: 303, headers });
  const answer: BasketActionData = { status: "basket", basket };
  return data(answer, { headers });
}
