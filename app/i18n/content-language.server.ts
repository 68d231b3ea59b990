import type { Services } from "#server/services.ts";
import type { MenuCategory } from "#shared/catalogue/menu-categories.ts";
import { BASE_LOCALE, localeOfPath } from "#shared/i18n/locales.ts";
import type { TranslationKindName } from "#shared/translations/translation-kinds.ts";

/**
 * An item's content in the language of the page's address (decision 063). `lang` is `en` when the
 * item lacks a complete translation and the English shows instead, so the page marks it as English.
 */
export async function inPageLanguage<T extends object>(
  services: Services,
  request: Request,
  kind: TranslationKindName,
  key: string,
  english: T,
): Promise<{ value: T; lang: "en" | undefined }> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { value, complete } = await services.translations.translate(kind, key, locale, english);
  return { value, lang: complete ? undefined : "en" };
}

/** Each item of a list in the page's language; an item shown in English carries `lang: "en"`. */
export async function itemsInPageLanguage<T extends { slug: string }>(
  services: Services,
  request: Request,
  kind: TranslationKindName,
  items: readonly T[],
): Promise<(T & { lang?: "en" })[]> {
  return Promise.all(
    items.map(async (item) => {
      const { value, lang } = await inPageLanguage(services, request, kind, item.slug, item);
      return lang ? { ...value, lang } : value;
    }),
  );
}

type CategoryTexts = { name: string; summary: string; menuLabel?: string | undefined };

/**
 * Every category's name, description and menu label in the page's language, by id and by English
 * name (finder results name their category only); undefined on an English page, which needs none.
 */
export async function categoryTexts(services: Services, request: Request) {
  if (localeOfPath(new URL(request.url).pathname) === BASE_LOCALE) return undefined;
  const [categories, menu] = await Promise.all([
    services.catalogue.listCategories(),
    services.search.productMenu(),
  ]);
  const labels = new Map(
    menu.flatMap((group) => [group, ...group.children]).map((item) => [item.id, item.label]),
  );
  const texts = await Promise.all(
    categories.map(async (category) => {
      const label = labels.get(category.id);
      const english: CategoryTexts = {
        name: category.name,
        summary: category.summary,
        ...(label ? { menuLabel: label } : {}),
      };
      const { value } = await inPageLanguage(services, request, "categories", category.slug, english);
      return [category, value] as const;
    }),
  );
  return {
    byId: new Map(texts.map(([category, value]) => [category.id, value])),
    byName: new Map(texts.map(([category, value]) => [category.name, value.name])),
  };
}

/** The Products menu in the page's language. */
export async function productMenuInPageLanguage(
  services: Services,
  request: Request,
): Promise<MenuCategory[]> {
  const [menu, texts] = await Promise.all([services.search.productMenu(), categoryTexts(services, request)]);
  if (!texts) return menu;
  const label = (item: { id: number; label: string }) => texts.byId.get(item.id)?.menuLabel ?? item.label;
  return menu.map((group) => ({
    ...group,
    label: label(group),
    children: group.children.map((child) => ({ ...child, label: label(child) })),
  }));
}
