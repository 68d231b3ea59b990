import type { FinderSuggestions } from "#shared/catalogue/api.ts";
import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import { finderHref } from "#shared/catalogue/finder-url.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { categoryHref, getJson, productHref, type SuggestionGroup } from "../search/suggestions.ts";
import { facetValueLabel } from "./facet-labels.ts";

/**
 * Spec 2.5: the finder suggests products (by name) and categories (by id); and facet values
 * (decision 032), named in the page's language. Only the finder loads it: not in the shell.
 */
export async function finderSuggestions(text: string, signal: AbortSignal): Promise<SuggestionGroup[]> {
  const answer = await getJson<FinderSuggestions>(
    `/api/autocomplete-list?search=${encodeURIComponent(text)}`,
    signal,
  );
  if (!answer) return [];
  return [
    {
      label: m.search_group_product(),
      options: answer.data.product.map((item) => ({
        key: `p:${item.name}`,
        label: item.name,
        href: productHref(item.name),
      })),
    },
    {
      label: m.product_category(),
      options: answer.data.cat.map((item) => ({
        key: `c:${item.id}`,
        label: item.name,
        href: categoryHref(item.id),
      })),
    },
    {
      label: m.search_group_filter(),
      options: answer.data.facet.map((item) => ({
        key: `f:${item.facet}:${item.value}`,
        label: facetValueLabel(item.facet as FacetKey, item.value, item.label),
        href: finderHref({ facets: { [item.facet as FacetKey]: [item.value] } }),
      })),
    },
  ].filter((group) => group.options.length > 0);
}
