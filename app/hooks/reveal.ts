import { prefersReducedMotion } from "./use-scroll-to-top.ts";

/** Space left between the sticky header and an element brought into view. */
const GAP_PX = 16;

/**
 * Brings the top of something that just changed (a form's outcome, a new page of a list) into view
 * under the sticky header, smoothly unless motion is reduced, and moves the focus to it, so keyboard
 * and screen-reader users carry on from there. The element needs `tabIndex={-1}`.
 */
export function reveal(element: HTMLElement): void {
  const header = document.querySelector<HTMLElement>(".site-header")?.offsetHeight ?? 0;
  const top = element.getBoundingClientRect().top + window.scrollY - header - GAP_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  element.focus({ preventScroll: true });
}
