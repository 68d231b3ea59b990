import { data, redirect } from "react-router";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { englishItems } from "#server/translations/english-items.ts";
import { TRANSLATION_ITEM_PATH, translationItemPath } from "#shared/content-editing/console-paths.ts";
import { PREFIXED_LOCALES } from "#shared/i18n/locales.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { outdatedFields } from "#shared/translations/outdated.ts";
import {
  TEXT_FIELD_PREFIX,
  translationLeaves,
  translationOfLeaves,
} from "#shared/translations/translation-fields.ts";
import { type TranslationKindName, translationKind } from "#shared/translations/translation-kinds.ts";
import type { Route } from "./+types/translation-editor.ts";

/** The kind, the English item and the language of the address; anything unknown is a 404. */
async function itemOf(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { database, contentEditing, translations } = context.get(servicesContext);
  const kind = translationKind(params.kind);
  const locale = PREFIXED_LOCALES.find((candidate) => candidate === params.language);
  if (!kind || !locale) throw data("No such translation.", { status: 404 });
  const english = (await englishItems(database.db, contentEditing.kinds, kind)).get(params.key);
  if (!english) throw data("No such item.", { status: 404 });
  const name = kind.name as TranslationKindName;
  return { kind, name, locale, english, stored: await translations.get(name, params.key, locale) };
}

/** The item's texts, English beside the translation, and whether the translation is complete. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[TRANSLATION_ITEM_PATH]);
  const { kind, name, locale, english, stored } = await itemOf(context, params);
  const { translations } = context.get(servicesContext);
  const { complete } = await translations.translate(name, params.key, locale, english);
  const outdated = outdatedFields(kind, english, await translations.sourceOf(name, params.key, locale));
  return {
    kindLabel: kind.label,
    key: params.key,
    locale,
    complete,
    outdated,
    leaves: translationLeaves(kind, english, stored),
    saved: new URL(request.url).searchParams.get("done") === "saved",
  };
}

/** Stores the texts as posted (rich text through the allow-list) and makes them live at once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffForm(request, context, TRANSLATION_ITEM_PATH);
  const { kind, name, locale, english } = await itemOf(context, params);
  const texts = new Map<string, string>();
  for (const [field, value] of form) {
    if (field.startsWith(TEXT_FIELD_PREFIX) && typeof value === "string")
      texts.set(field.slice(TEXT_FIELD_PREFIX.length), value);
  }
  await context
    .get(servicesContext)
    .translations.save(
      name,
      params.key,
      locale,
      translationOfLeaves(kind, english, texts),
      { id: user.id, email: user.email, address: clientAddress(context) },
      english,
    );
  throw redirect(`${translationItemPath(kind.name, params.key, locale)}?done=saved`);
}
