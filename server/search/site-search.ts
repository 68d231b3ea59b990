import type { FacetKey, FacetSelection } from "#shared/catalogue/facet-params.ts";
import { FACETS } from "#shared/catalogue/facets.ts";
import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { DocumentSet } from "./document-set.ts";
import {
  facetKey,
  loadSearchSnapshot,
  type SearchCategory,
  type SearchFacetValue,
  type SearchNewsItem,
  type SearchPressRelease,
  type SearchProduct,
  type SearchSnapshot,
} from "./search-snapshot.ts";

export type ProductQuery = {
  query: string;
  /** Category ids; a product matches when it is in any of them or below one of them. Empty: all. */
  categoryIds: number[];
  /** Facet values: a product matches when it holds any chosen value of every facet given. */
  facets?: FacetSelection;
  /** Also count, for every facet value, the products choosing it would give. */
  counts?: boolean;
  skip: number;
  /** Products to return; `Infinity` for every match. */
  limit: number;
};

/** Per facet, each value with how many products choosing it (beside the other facets) would give. */
export type FacetCounts = {
  key: FacetKey;
  label: string;
  values: { slug: string; label: string; count: number }[];
}[];

export type Suggestions = {
  products: SearchProduct[];
  categories: SearchCategory[];
  facetValues: SearchFacetValue[];
  news: SearchNewsItem[];
  pressReleases: SearchPressRelease[];
};

/**
 * Product search, autocomplete and site search over in-memory indexes. The indexes are rebuilt
 * when the content version changes (at most one rebuild at a time), so every instance follows a
 * reseed within a second and a query never touches the database.
 */
export function createSiteSearch(db: Db, contentVersion: ContentVersion) {
  // Not perContentVersion: a rebuild is costly, so one runs at a time (decision 006) even as versions move.
  let snapshot: SearchSnapshot | undefined;
  let building: Promise<SearchSnapshot> | undefined;

  async function current(): Promise<SearchSnapshot> {
    const version = await contentVersion.current();
    if (snapshot?.version === version) return snapshot;
    building ??= loadSearchSnapshot(db, version)
      .then((fresh) => {
        snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  /** The products of the given categories and those below them; every product when none is given. */
  function inCategories(current: SearchSnapshot, categoryIds: number[]): DocumentSet | undefined {
    if (categoryIds.length === 0) return undefined;
    const only = categoryIds.length === 1 ? current.productsByCategory.get(categoryIds[0] ?? 0) : undefined;
    if (only) return only;
    const union = new DocumentSet(current.products.length);
    for (const id of categoryIds) {
      const products = current.productsByCategory.get(id);
      if (products) union.addAll(products);
    }
    return union;
  }

  /** Each facet given values, with the products holding any of them. */
  function chosenFacets(current: SearchSnapshot, facets: FacetSelection = {}) {
    const chosen: { key: FacetKey; products: DocumentSet }[] = [];
    for (const { key } of FACETS) {
      const values = facets[key] ?? [];
      if (values.length === 0) continue;
      const products = new DocumentSet(current.products.length);
      for (const value of values) {
        const holding = current.productsByFacet.get(facetKey(key, value));
        if (holding) products.addAll(holding);
      }
      chosen.push({ key, products });
    }
    return chosen;
  }

  /**
   * Facet counts over bit sets, as the text search itself: the products matching text and category
   * once, then per facet that set narrowed by the other facets' choices, counted against each value.
   */
  function facetCounts(
    current: SearchSnapshot,
    query: string,
    categories: DocumentSet | undefined,
    chosen: ReturnType<typeof chosenFacets>,
  ): FacetCounts {
    const matching = new DocumentSet(current.products.length);
    current.productIndex.matchAll({ query, within: categories }, matching);
    const narrowed = new DocumentSet(current.products.length);
    return FACETS.map((facet) => {
      narrowed.clear();
      narrowed.addAll(matching);
      for (const other of chosen) if (other.key !== facet.key) narrowed.retainAll(other.products);
      return {
        key: facet.key,
        label: facet.label,
        values: facet.values.map((value) => {
          const holding = current.productsByFacet.get(facetKey(facet.key, value.slug));
          return {
            slug: value.slug,
            label: value.label,
            count: holding ? DocumentSet.countCommon(narrowed, holding) : 0,
          };
        }),
      };
    });
  }

  return {
    /** Loads the indexes now rather than on the first query. */
    async warm(): Promise<void> {
      await current();
    },

    async products({ query, categoryIds, facets, counts = false, skip, limit }: ProductQuery) {
      const index = await current();
      const categories = inCategories(index, categoryIds);
      const chosen = chosenFacets(index, facets);
      let within = categories;
      if (chosen.length > 0) {
        within = new DocumentSet(index.products.length);
        within.addAll(categories ?? DocumentSet.full(index.products.length));
        for (const facet of chosen) within.retainAll(facet.products);
      }
      const { total, documents } = index.productIndex.search({ query, within, skip, limit });
      return {
        total,
        products: documents.map((document) => index.products[document] as SearchProduct),
        facets: counts ? facetCounts(index, query, categories, chosen) : undefined,
      };
    },

    /** What the search box suggests: a few best matches of each kind, empty for a blank search. */
    async suggestions(search: string, limit: number): Promise<Suggestions> {
      const index = await current();
      if (!search.trim())
        return { products: [], categories: [], facetValues: [], news: [], pressReleases: [] };
      const top = <T>(items: T[], found: { documents: number[] }) =>
        found.documents.map((document) => items[document] as T);
      const request = { query: search, skip: 0, limit };
      return {
        products: top(index.products, index.productIndex.search(request)),
        categories: top(index.categories, index.categoryIndex.search(request)),
        facetValues: top(index.facetValues, index.facetValueIndex.search(request)),
        news: top(index.news, index.newsIndex.search(request)),
        pressReleases: top(index.pressReleases, index.pressReleaseIndex.search(request)),
      };
    },

    /** The Products menu's categories (decision 072). */
    async productMenu() {
      return (await current()).productMenu;
    },

    /** The category tree: top-level groups with their sub-categories, each level in category order. */
    async categoryTree() {
      const index = await current();
      type Node = SearchCategory & { subCategories: Node[] };
      const nodes = new Map<number, Node>(
        index.categories.map((category) => [category.id, { ...category, subCategories: [] }]),
      );
      const roots: Node[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
        (parent ? parent.subCategories : roots).push(node);
      }
      return roots;
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
