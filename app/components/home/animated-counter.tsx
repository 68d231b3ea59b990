import type { CSSProperties } from "react";

type Props = { value: number; durationMs: number };

/**
 * A number that counts up from 0 to `value`, in CSS from the first paint (home.css): no script runs
 * per frame and hydration has nothing to start, so the figure shown never drops back to 0 when the
 * page's JavaScript arrives. The HTML holds the final value, which crawlers, visitors without
 * JavaScript and visitors who prefer reduced motion see. Its width is fixed to the final number of
 * digits and the count padded to them, so counting never moves the layout.
 */
export function AnimatedCounter({ value, durationMs }: Props) {
  const digits = String(value).length;
  const style = {
    "--counter-value": value,
    "--counter-duration": `${durationMs}ms`,
    // Pads the count to the figure's digits (home.css); one-digit figures need no style.
    "--counter-style": `figure-${digits}`,
    width: `${digits}ch`,
  } as CSSProperties;
  return (
    <span className="counter" style={style}>
      <span className="counter-final">{value}</span>
    </span>
  );
}
