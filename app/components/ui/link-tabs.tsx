import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated.ts";

type LinkTab = { key: string; label: string; to: string };

type Props = {
  label: string;
  tabs: LinkTab[];
  selected: string;
  children: ReactNode;
};

/**
 * Tabs whose choice lives in the URL: each tab is a link, so they work without JavaScript and
 * choosing one reloads its panel. Once the page is interactive they follow the ARIA tabs pattern:
 * one tab in the Tab order, arrow keys, Home and End move between tabs, Enter opens one.
 */
export function LinkTabs({ label, tabs, selected, children }: Props) {
  const panelId = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const interactive = useHydrated();

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <Link
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              to={tab.to}
              role="tab"
              id={`${panelId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={interactive && !isSelected ? -1 : undefined}
              className="tab"
              preventScrollReset
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${selected}`} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
