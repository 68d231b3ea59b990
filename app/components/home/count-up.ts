/** Spec 9: the counters take 5000 ms. */
export const COUNT_UP_MS = 5000;

/** Time between two steps of the count: 20 a second, which reads as counting. */
export const COUNT_STEP_MS = 50;

/**
 * Counts each `.counter` on the page from 0 up to its figure (its text, a whole number) over `ms`
 * in steps `stepMs` apart, easing out like the original cubic-bezier(0.33, 1, 0.68, 1). The count
 * goes to the counter's `data-count`, which home.css draws in place of the figure, padded with figure
 * spaces to the figure's width so nothing moves; the DOM React rendered is left as it is. It steps
 * rather than changing every frame: each step costs the page a style, layout and paint
 * pass, and a CSS animation of the figure cost one every frame (decision 085).
 * Sent as source in an inline script (KeyFigures): it uses only its argument and browser globals.
 */
export function countUp(ms: number, stepMs: number): void {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  // The figures are read once: the count goes to an attribute, so the text never changes.
  const counters = [...document.querySelectorAll<HTMLElement>(".counter")].map((element) => ({
    element,
    figure: element.textContent ?? "",
  }));
  const start = performance.now();
  const step = () => {
    const progress = Math.min((performance.now() - start) / ms, 1);
    for (const { element, figure } of counters) {
      const count = String(Math.floor(Number(figure) * (1 - (1 - progress) ** 3))).padStart(
        figure.length,
        "\u2007",
      );
      if (element.dataset.count !== count) element.dataset.count = count;
    }
    if (progress < 1) setTimeout(step, stepMs);
  };
  step();
}
