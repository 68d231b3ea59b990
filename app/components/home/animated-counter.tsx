type Props = { value: number };

/**
 * A figure that counts up from 0 (count-up.ts) from the first paint. The HTML holds the final value,
 * which crawlers, visitors without JavaScript and visitors who prefer reduced motion see; the count
 * is drawn over it by CSS from an attribute the script sets, so the figure shown never drops back to
 * 0 when React hydrates the page. A figure that is not a whole number is shown without the count.
 */
export function AnimatedCounter({ value }: Props) {
  return (
    <span className="counter">
      <span className="counter-final">{value}</span>
    </span>
  );
}
