import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../../hooks/use-scroll-to-top.ts";

type Props = { value: number; durationMs: number };

/**
 * A number that counts up from 0 to `value` once the page is interactive. The server renders the
 * final value, so crawlers, visitors without JavaScript and visitors who prefer reduced motion see it
 * at once. The text is written straight to the element each frame rather than through React state,
 * and its width is fixed to the final number of digits, so counting never moves the layout.
 */
export function AnimatedCounter({ value, durationMs }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let start: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      // Ease out, so the count slows as it reaches the target.
      element.textContent = String(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      element.textContent = String(value);
    };
  }, [value, durationMs]);
  return (
    <span ref={ref} className="counter" style={{ width: `${String(value).length}ch` }}>
      {value}
    </span>
  );
}
