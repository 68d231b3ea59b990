import type { SiteSuggestions } from "#shared/catalogue/api.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { NEWS_PATH, PRESS_RELEASES_PATH } from "#shared/site/page-hrefs.ts";

/** One choice in a search box's dropdown: what it says and where it goes. */
type SuggestionOption = { key: string; label: string; detail?: string; href: string };
export type SuggestionGroup = { label: string; options: SuggestionOption[] };

export const productHref = (name: string) => `/product?name=${encodeURIComponent(name)}`;
export const categoryHref = (id: number) => `/product?cat_id=${id}`;

/** The words of a sanitised HTML description, shortened for a dropdown line. */
function excerpt(html: string, length = 140): string {
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

export async function getJson<T>(url: string, signal: AbortSignal): Promise<T | undefined> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  return response.ok ? ((await response.json()) as T) : undefined;
}

/** Spec 2.6: the header adds press releases and news; each group shows only when it has items. */
export async function siteSuggestions(text: string, signal: AbortSignal): Promise<SuggestionGroup[]> {
  const answer = await getJson<SiteSuggestions>(
    `/api/autocomplete-list?search=${encodeURIComponent(text)}&pagesearch=true`,
    signal,
  );
  if (!answer) return [];
  const { product, cat, media, press_reelase: releases } = answer.data;
  return [
    {
      label: m.search_group_product(),
      options: product.map((item) => ({
        key: `p:${item.name}`,
        label: item.name,
        href: productHref(item.name),
      })),
    },
    {
      label: m.product_category(),
      options: cat.map((item) => ({ key: `c:${item.id}`, label: item.name, href: categoryHref(item.id) })),
    },
    {
      label: m.search_group_press(),
      options: releases.map((item) => ({
        key: `r:${item.name}`,
        label: item.name,
        href: PRESS_RELEASES_PATH,
      })),
    },
    {
      label: m.search_group_news(),
      options: media.map((item) => ({
        key: `n:${item.name}`,
        label: item.name,
        detail: excerpt(item.description),
        href: NEWS_PATH,
      })),
    },
  ].filter((group) => group.options.length > 0);
}
