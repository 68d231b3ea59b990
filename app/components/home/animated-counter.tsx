type Props = { value: number };

/** The places a figure's digits can take, ones first; home.css has a class for each digit in each. */
const PLACES = ["ones", "tens", "hundreds", "thousands"] as const;

/** Whether the classes can spell the figure: a whole number of at most four digits. */
function countable(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && String(value).length <= PLACES.length;
}

/** The figure as classes: its number of digits, and each digit other than 0 in its place. */
function counterClasses(value: number): string {
  const digits = String(value);
  const places = [...digits]
    .reverse()
    .flatMap((digit, place) => (digit === "0" ? [] : [`counter-${PLACES[place]}-${digit}`]));
  return ["counter", `counter-digits-${digits.length}`, ...places].join(" ");
}

/**
 * A number that counts up from 0 to `value`, in CSS from the first paint (home.css): no script runs
 * per frame and hydration has nothing to start, so the figure shown never drops back to 0 when the
 * page's JavaScript arrives. The HTML holds the final value, which crawlers, visitors without
 * JavaScript and visitors who prefer reduced motion see. Its width is fixed to the final number of
 * digits and the count padded to them, so counting never moves the layout. The figure reaches CSS
 * through classes, as the Content-Security-Policy allows no style attribute (decision 028). A figure
 * the classes cannot spell (five digits or more, a fraction) is shown as it is, without the count.
 */
export function AnimatedCounter({ value }: Props) {
  if (!countable(value)) return <span className="counter-static">{value}</span>;
  return (
    <span className={counterClasses(value)}>
      <span className="counter-final">{value}</span>
    </span>
  );
}
