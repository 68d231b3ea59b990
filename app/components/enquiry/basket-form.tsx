import type { ReactNode } from "react";
import { Form } from "react-router";
import { BASKET_FIELDS, type BasketOperation } from "#shared/enquiries/sample-basket.ts";
import { SAMPLE_REQUEST_PATH } from "#shared/site/page-hrefs.ts";

type Props = {
  operation: BasketOperation;
  slug: string;
  /**
   * The page to come back to, as the page itself spells its address: built from what the page
   * reads, never from the request's own address, so no campaign tag is echoed.
   */
  back: string;
  id?: string;
  className?: string;
  /** The form's button; a button elsewhere can name the form by `id` instead. */
  children?: ReactNode;
};

/**
 * A change to the sample basket (decision 052): a POST that answers with a redirect back to this
 * page. Without JavaScript the browser follows it; with it React Router does, reloading the page's
 * data in place, so the header's count and the buttons follow where the visitor scrolled to.
 */
export function BasketForm({ operation, slug, back, id, className, children }: Props) {
  return (
    <Form id={id} className={className} method="post" action={SAMPLE_REQUEST_PATH} preventScrollReset>
      <input type="hidden" name={BASKET_FIELDS.operation} value={operation} />
      <input type="hidden" name={BASKET_FIELDS.slug} value={slug} />
      <input type="hidden" name={BASKET_FIELDS.back} value={back} />
      {children}
    </Form>
  );
}
