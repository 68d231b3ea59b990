import type { FormEvent, ReactNode } from "react";
import { useFetcher } from "react-router";
import { BASKET_FIELDS, type BasketOperation } from "../../../shared/enquiries/sample-basket.ts";
import { SAMPLE_REQUEST_PATH } from "../../../shared/site/page-hrefs.ts";

type Props = {
  operation: BasketOperation;
  slug: string;
  /**
   * The page to come back to without JavaScript, as the page itself spells its address: built from
   * what the page reads, never from the request's own address, so no campaign tag is echoed.
   */
  back: string;
  id?: string;
  className?: string;
  /** The form's button; a button elsewhere can name the form by `id` instead. */
  children?: ReactNode;
};

/**
 * A change to the sample basket (decision 052). Without JavaScript a plain POST that comes back to
 * this page; with it the change is sent in the background and the page's data reloads, so the
 * header's count and the buttons follow without a new page.
 */
export function BasketForm({ operation, slug, back, id, className, children }: Props) {
  const fetcher = useFetcher();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void fetcher.submit(
      { [BASKET_FIELDS.operation]: operation, [BASKET_FIELDS.slug]: slug },
      { method: "post", action: SAMPLE_REQUEST_PATH, preventScrollReset: true },
    );
  }
  return (
    <form
      id={id}
      className={className}
      method="post"
      action={SAMPLE_REQUEST_PATH}
      onSubmit={onSubmit}
      aria-busy={fetcher.state !== "idle"}
    >
      <input type="hidden" name={BASKET_FIELDS.operation} value={operation} />
      <input type="hidden" name={BASKET_FIELDS.slug} value={slug} />
      <input type="hidden" name={BASKET_FIELDS.back} value={back} />
      {children}
    </form>
  );
}
