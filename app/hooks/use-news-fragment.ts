import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { newsItemLookupHref } from "#shared/site/page-hrefs.ts";
import { isPageTurn } from "./use-page-turn.ts";
import { prefersReducedMotion } from "./use-scroll-to-top.ts";

/** Spec 9: the news page waits this long before scrolling to the item named by the fragment. */
const FRAGMENT_DELAY_MS = 500;

/**
 * Spec 2.9: `/news#<id>` scrolls to that item and highlights it after 500 ms; any other arrival
 * scrolls to the top, except a turn of the pager, which brings the list's top into view itself
 * (spec 4: "near the top"). An id that is not on this page is looked up on the server (`?item=`),
 * which answers with the page that holds it. Returns the highlighted id.
 */
export function useNewsFragment(itemClass: string): string | undefined {
  const { hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival, keyed by the location
  useEffect(() => {
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      setHighlighted(undefined);
      // Back and forward keep the browser's own position.
      if (navigationType !== "POP" && !isPageTurn(state)) window.scrollTo({ top: 0, behavior });
      return;
    }
    const target = document.getElementById(id);
    if (!target?.classList.contains(itemClass)) {
      if (/^\d+$/.test(id)) navigate(newsItemLookupHref(id), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => {
      target.scrollIntoView({ behavior, block: "start" });
      target.focus({ preventScroll: true });
      setHighlighted(id);
    }, FRAGMENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  return highlighted;
}
