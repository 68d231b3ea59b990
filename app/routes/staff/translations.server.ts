import { data } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { requireStaff } from "#server/staff/access.ts";
import { translationStatus } from "#server/translations/translation-status.ts";
import { TRANSLATIONS_PATH } from "#shared/content-editing/console-paths.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { TRANSLATION_KINDS, translationKind } from "#shared/translations/translation-kinds.ts";
import type { Route } from "./+types/translations.ts";

/**
 * Every kind with how many of its items each language has translated, the items each language lacks,
 * and, given `?kind=`, all of that kind's items to open in any language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[TRANSLATIONS_PATH]);
  const { database, contentEditing, translations } = context.get(servicesContext);
  const chosen = new URL(request.url).searchParams.get("kind");
  const kinds = await Promise.all(
    TRANSLATION_KINDS.map(async (kind) => ({
      name: kind.name,
      label: kind.label,
      items: await translationStatus(database.db, contentEditing.kinds, translations, kind),
    })),
  );
  const selected = chosen === null ? null : kinds.find((kind) => kind.name === chosen);
  if (chosen !== null && (!selected || !translationKind(chosen)))
    throw data("No such kind of content.", { status: 404 });
  return {
    kinds: kinds.map(({ name, label, items }) => ({
      name,
      label,
      total: items.length,
      missing: items.filter((item) => Object.values(item.complete).some((done) => !done)),
      outdated: items.filter((item) => Object.values(item.outdated).some((fields) => fields.length > 0)),
    })),
    selected: selected ?? null,
  };
}
