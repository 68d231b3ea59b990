import type { KeyFigureData } from "../../../shared/home/home-banner.ts";
import { AnimatedCounter } from "./animated-counter.tsx";

type Props = { figures: readonly KeyFigureData[] };

/**
 * The banner's counters (spec 1, 9). Screen readers get each figure once, as final text, rather
 * than the numbers rolling past while they count.
 */
export function KeyFigures({ figures }: Props) {
  return (
    <ul className="home-figures">
      {figures.map(([value, label]) => (
        <li key={label} className="home-figure">
          <span className="home-figure-value" aria-hidden="true">
            <AnimatedCounter value={value} />+
          </span>
          <span className="home-figure-label">
            <span className="visually-hidden">{`${value}+ `}</span>
            {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
