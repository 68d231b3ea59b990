import type { ConsoleView } from "#server/content-editing/content-kind.ts";
import {
  createContentOverview,
  type OverviewItem,
  type OverviewList,
} from "#server/content-editing/content-overview.ts";
import type { Services } from "#server/services.ts";
import type { StaffUser } from "#server/staff/staff.ts";
import { translationStatus } from "#server/translations/translation-status.ts";
import { translationItemPath } from "#shared/content-editing/console-paths.ts";
import { SHOWN_STATUS_LABELS } from "#shared/content-editing/status.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { type DashboardPanel, PANEL_ALL_ROWS, PANEL_ROWS } from "#shared/staff/dashboard-panels.ts";
import { TRANSLATION_KINDS } from "#shared/translations/translation-kinds.ts";

/** An item as a panel draws it: its title linking to its editor, what it is, and when. */
function shown(item: OverviewItem) {
  return {
    key: `${item.kind}/${item.key}`,
    title: item.title,
    href: item.href,
    kind: item.kindLabel,
    status: SHOWN_STATUS_LABELS[item.status],
    at: ukDateTime(item.at),
    by: item.by ?? null,
    summary: item.summary ?? null,
  };
}
export type DashboardItem = ReturnType<typeof shown>;

const shownList = (list: OverviewList) => ({ total: list.total, items: list.items.map(shown) });

/** The rows a panel lists: a few, or all (up to a bound) when the address asks for it in full. */
export function rowsOf(panel: DashboardPanel, inFull: DashboardPanel | undefined): number {
  return panel === inFull ? PANEL_ALL_ROWS : PANEL_ROWS;
}

/** The editor's panels: their own drafts, what is scheduled, and what others edited lately. */
export async function contentPanels(
  services: Services,
  view: ConsoleView,
  user: StaffUser,
  inFull: DashboardPanel | undefined,
) {
  const overview = createContentOverview(services.database.db, services.contentEditing.kinds, view);
  const [drafts, scheduled, recentEdits] = await Promise.all([
    overview.drafts(user.email, rowsOf("drafts", inFull)),
    overview.scheduled(rowsOf("scheduled", inFull)),
    overview.recentEdits(user.email, rowsOf("recentEdits", inFull)),
  ]);
  return { drafts: shownList(drafts), scheduled: shownList(scheduled), recentEdits: shownList(recentEdits) };
}

/**
 * Live items whose translation some language lacks, has only in part, or has out of date (its
 * English changed since), with a link to the first such language.
 */
export async function translationPanel(services: Services) {
  const { database, contentEditing, translations } = services;
  const kinds = await Promise.all(
    TRANSLATION_KINDS.map(async (kind) => ({
      kind,
      items: await translationStatus(database.db, contentEditing.kinds, translations, kind),
    })),
  );
  const missing = kinds.flatMap(({ kind, items }) =>
    items.flatMap((item) => {
      const lacking = PREFIXED_LOCALES.filter((locale) => !item.complete[locale]);
      const outdated = PREFIXED_LOCALES.filter(
        (locale) => item.complete[locale] && item.outdated[locale].length > 0,
      );
      const first = [...lacking, ...outdated][0];
      if (!first) return [];
      const named = (locales: readonly string[]) => locales.map((locale) => locale.toUpperCase()).join(", ");
      return [
        {
          key: `${kind.name}/${item.key}`,
          title: item.title,
          kind: kind.label,
          languages: named(lacking),
          outdated: named(outdated),
          href: translationItemPath(kind.name, item.key, first),
        },
      ];
    }),
  );
  return { total: missing.length, items: missing.slice(0, PANEL_ROWS) };
}
