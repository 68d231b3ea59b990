import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Each new page starts at the top, scrolling smoothly unless motion is reduced. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new page
  useEffect(() => {
    // Back/forward keeps the browser's own position; a fragment targets an element.
    if (navigationType === "POP" || hash) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [pathname]);
}
