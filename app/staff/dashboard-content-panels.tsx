import { Link } from "react-router";
import { TRANSLATIONS_PATH } from "#shared/content-editing/console-paths.ts";
import { allOfPanelHref } from "#shared/staff/dashboard-panels.ts";
import type { contentPanels, DashboardItem, translationPanel } from "./dashboard-content.server.ts";
import { DashboardPanel } from "./dashboard-panel.tsx";

type ContentData = Awaited<ReturnType<typeof contentPanels>>;
type TranslationData = Awaited<ReturnType<typeof translationPanel>>;

function ItemList({ items, when }: { items: readonly DashboardItem[]; when: string }) {
  return (
    <ul className="staff-panel-list">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href}>{item.title}</Link>{" "}
          <span className="staff-hint">
            {item.kind}, {item.status}. {when} {item.at}
            {item.by ? ` by ${item.by}` : ""}
            {item.summary ? `: ${item.summary}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An editor's panels: their drafts, what goes live by itself and when, and what others changed. */
export function ContentPanels({ content }: { content: ContentData }) {
  const { drafts, scheduled, recentEdits } = content;
  return (
    <>
      <DashboardPanel
        id="drafts"
        title="Your drafts"
        filled={drafts.items.length > 0}
        empty="You have no unpublished changes."
        rest={{ count: drafts.total - drafts.items.length, href: allOfPanelHref("drafts") }}
      >
        <ItemList items={drafts.items} when="Saved" />
      </DashboardPanel>
      <DashboardPanel
        id="scheduled"
        title="Scheduled"
        filled={scheduled.items.length > 0}
        empty="Nothing is scheduled to go live."
        rest={{ count: scheduled.total - scheduled.items.length, href: allOfPanelHref("scheduled") }}
      >
        <ItemList items={scheduled.items} when="Goes live" />
      </DashboardPanel>
      <DashboardPanel
        id="recentEdits"
        title="Recent edits by others"
        filled={recentEdits.items.length > 0}
        empty="Nobody else has edited content yet."
        rest={{
          count: recentEdits.total - recentEdits.items.length,
          href: allOfPanelHref("recentEdits"),
          counted: false,
        }}
      >
        <ItemList items={recentEdits.items} when="Edited" />
      </DashboardPanel>
    </>
  );
}

export function TranslationPanel({ translations }: { translations: TranslationData }) {
  return (
    <DashboardPanel
      id="translations"
      title="Translations to do"
      filled={translations.items.length > 0}
      empty="Every live item is translated into every language."
      rest={{ count: translations.total - translations.items.length, href: TRANSLATIONS_PATH }}
      more={{ href: TRANSLATIONS_PATH, label: "All translations" }}
    >
      <ul className="staff-panel-list">
        {translations.items.map((item) => (
          <li key={item.key}>
            <Link to={item.href}>{item.title}</Link>{" "}
            <span className="staff-hint">
              {item.kind}
              {item.languages && `; missing or incomplete in ${item.languages}`}
              {item.outdated && `; out of date in ${item.outdated}`}
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
