import { AnimatedCounter } from "./animated-counter.tsx";

export type KeyFigure = { value: number; label: string };

type Props = { figures: KeyFigure[]; durationMs: number };

/**
 * The banner's counters (spec 1, 9). Screen readers get each figure once, as final text, rather
 * than the numbers rolling past while they count.
 */
export function KeyFigures({ figures, durationMs }: Props) {
  return (
    <ul className="home-figures">
      {figures.map((figure) => (
        <li key={figure.label} className="home-figure">
          <span className="home-figure-value" aria-hidden="true">
            <AnimatedCounter value={figure.value} durationMs={durationMs} />+
          </span>
          <span className="home-figure-label">
            <span className="visually-hidden">{`${figure.value}+ `}</span>
            {figure.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
