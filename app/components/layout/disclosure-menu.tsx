import { useId } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { isGroup, type MenuGroup } from "../../navigation/menu.ts";

type Props = {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  className?: string;
};

/**
 * A menu button and its panel (the disclosure navigation pattern). Without
 * JavaScript the panel still opens on hover and keyboard focus through CSS.
 */
export function DisclosureMenu({ group, open, onToggle, className }: Props) {
  const panelId = useId();
  const localized = useLocalizedPath();
  const columns = group.children.some(isGroup);
  return (
    <li className={["menu-item", "has-panel", open ? "is-open" : "", className ?? ""].join(" ").trim()}>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {group.label()}
        <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={panelId} className={columns ? "menu-panel menu-panel--columns" : "menu-panel"}>
        <ul>
          {group.children.map((child) =>
            isGroup(child) ? (
              <li key={child.label()} className="menu-column">
                {child.to ? (
                  <Link className="menu-column-title" to={localized(child.to)}>
                    {child.label()}
                  </Link>
                ) : (
                  <span className="menu-column-title">{child.label()}</span>
                )}
                <ul>
                  {child.children.map((link) =>
                    isGroup(link) ? null : (
                      <li key={link.to}>
                        <Link to={localized(link.to)}>{link.label()}</Link>
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ) : (
              <li key={child.to}>
                <Link to={localized(child.to)}>{child.label()}</Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}
