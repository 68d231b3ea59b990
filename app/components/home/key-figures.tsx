import type { KeyFigureData } from "#shared/home/home-banner.ts";
import { useNonce } from "../../nonce.tsx";
import { COUNT_STEP_MS, COUNT_UP_MS, countUp } from "./count-up.ts";

type Props = { figures: readonly KeyFigureData[] };

/**
 * The banner's counters (spec 1, 9). Screen readers get each figure once, as final text, rather
 * than the numbers rolling past while they count. The HTML holds the final figures, which crawlers,
 * visitors without JavaScript and visitors who prefer reduced motion see; the count (count-up.ts)
 * is drawn over them by CSS from an attribute, so a figure never drops back to 0. The inline script
 * starts the count as the parser reaches it, before the first paint and without waiting for
 * hydration. Only the server sends it: React does not run a script it inserts, so after a
 * client-side navigation the figures show as they are, and the home page's JavaScript does not
 * carry the count (decision 085).
 */
export function KeyFigures({ figures }: Props) {
  const nonce = useNonce();
  return (
    <>
      <ul className="home-figures">
        {figures.map(([value, label]) => (
          <li key={label} className="home-figure">
            <span className="home-figure-value" aria-hidden="true">
              <span className="counter">
                <span className="counter-final">{value}</span>
              </span>
              +
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
