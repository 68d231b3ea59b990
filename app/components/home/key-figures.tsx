import type { KeyFigureData } from "../../../shared/home/home-banner.ts";
import { useNonce } from "../../nonce.tsx";
import { AnimatedCounter } from "./animated-counter.tsx";
import { COUNT_STEP_MS, COUNT_UP_MS, countUp } from "./count-up.ts";

type Props = { figures: readonly KeyFigureData[] };

/**
 * The banner's counters (spec 1, 9). Screen readers get each figure once, as final text, rather
 * than the numbers rolling past while they count. The inline script starts the count as the parser
 * reaches it, before the first paint and without waiting for hydration. It is sent by the server
 * only: React does not run a script it inserts, so after a client-side navigation the figures show
 * as they are, and the home page's JavaScript does not carry the count (decision 085).
 */
export function KeyFigures({ figures }: Props) {
  const nonce = useNonce();
  return (
    <>
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
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, no data.
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? `(${countUp})(${COUNT_UP_MS}, ${COUNT_STEP_MS})` : "",
        }}
      />
    </>
  );
}
