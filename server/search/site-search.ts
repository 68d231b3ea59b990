import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { DocumentSet } from "./document-set.ts";
import {
  loadSearchSnapshot,
  type SearchCategory,
  type SearchNewsItem,
  type SearchPressRelease,
  type SearchProduct,
  type SearchSnapshot,
} from "./search-snapshot.ts";

export type ProductQuery = {
  query: string;
  /** Category ids; a product matches when it is in any of them or below one of them. Empty: all. */
  categoryIds: number[];
  skip: number;
  /** Products to return; `Infinity` for every match. */
  limit: number;
};

export type Suggestions = {
  products: SearchProduct[];
  categories: SearchCategory[];
  news: SearchNewsItem[];
  pressReleases: SearchPressRelease[];
};

/**
 * Product search, autocomplete and site search over in-memory indexes. The indexes are rebuilt
 * when the content version changes (at most one rebuild at a time), so every instance follows a
 * reseed within a second and a query never touches the database.
 */
export function createSiteSearch(db: Db, contentVersion: ContentVersion) {
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

  return {
    /** Loads the indexes now rather than on the first query. */
    async warm(): Promise<void> {
      await current();
    },

    async products({ query, categoryIds, skip, limit }: ProductQuery) {
      const index = await current();
      const { total, documents } = index.productIndex.search({
        query,
        within: inCategories(index, categoryIds),
        skip,
        limit,
      });
      return { total, products: documents.map((document) => index.products[document] as SearchProduct) };
    },

    /** What the search box suggests: a few best matches of each kind, empty for a blank search. */
    async suggestions(search: string, limit: number): Promise<Suggestions> {
      const index = await current();
      if (!search.trim()) return { products: [], categories: [], news: [], pressReleases: [] };
      const top = <T>(items: T[], found: { documents: number[] }) =>
        found.documents.map((document) => items[document] as T);
      const request = { query: search, skip: 0, limit };
      return {
        products: top(index.products, index.productIndex.search(request)),
        categories: top(index.categories, index.categoryIndex.search(request)),
        news: top(index.news, index.newsIndex.search(request)),
        pressReleases: top(index.pressReleases, index.pressReleaseIndex.search(request)),
      };
    },

    /** The category tree: top-level groups with their sub-categories, each level by name. */
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
