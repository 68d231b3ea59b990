import type { FacetKey } from "#shared/catalogue/facet-params.ts";
import { FACETS } from "#shared/catalogue/facets.ts";
import type { MenuCategory } from "#shared/catalogue/menu-categories.ts";
import { activeProducts, PRODUCT_SUMMARY_COLUMNS } from "../catalogue/active-products.ts";
import type { ProductSummary } from "../catalogue/catalogue.ts";
import { byName, inCategoryOrder } from "../catalogue/name-order.ts";
import type { Db } from "../db/database.ts";
import { DocumentSet } from "./document-set.ts";
import { buildTermIndex, createTermIndex, type TermIndex } from "./term-index.ts";

/** A product as the catalogue lists it, with the id the index keys it by. */
export type SearchProduct = ProductSummary & { id: number };

export type SearchFacetValue = { key: FacetKey; slug: string; label: string };
export type SearchCategory = { id: number; parentId: number | null; name: string };
export type SearchNewsItem = { id: number; name: string; date: string; description: string };
export type SearchPressRelease = { id: number; name: string; date: string; pdfName: string };

/** Everything the site search reads, indexed once per content version and shared by all requests. */
export type SearchSnapshot = {
  version: string;
  products: SearchProduct[];
  productIndex: TermIndex;
  categories: SearchCategory[];
  /** The Products menu's categories, read with the rest so the menu costs no query per page. */
  productMenu: MenuCategory[];
  categoryIndex: TermIndex;
  /** Each category id with the products (as `productIndex` documents) in it or below it. */
  productsByCategory: Map<number, DocumentSet>;
  /** The products holding each facet value, keyed `facet:value` (`facetKey`). */
  productsByFacet: Map<string, DocumentSet>;
  /** Facet values some product holds, for the suggestions ("Kosher", "Silicone-free"). */
  facetValues: SearchFacetValue[];
  facetValueIndex: TermIndex;
  news: SearchNewsItem[];
  newsIndex: TermIndex;
  pressReleases: SearchPressRelease[];
  pressReleaseIndex: TermIndex;
};

function families(categories: SearchCategory[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const category of categories) {
    if (category.parentId === null) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category.id]);
  }
  const below = (id: number, seen: Set<number>): number[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [id, ...(children.get(id) ?? []).flatMap((child) => below(child, seen))];
  };
  return new Map(categories.map((category) => [category.id, below(category.id, new Set())]));
}

function productsByCategory(categories: SearchCategory[], products: SearchProduct[]) {
  const byCategory = new Map(categories.map((category) => [category.id, new DocumentSet(products.length)]));
  for (const [document, product] of products.entries()) byCategory.get(product.categoryId)?.add(document);
  const withFamilies = new Map<number, DocumentSet>();
  for (const [id, family] of families(categories)) {
    const set = new DocumentSet(products.length);
    for (const member of family) {
      const own = byCategory.get(member);
      if (own) set.addAll(own);
    }
    withFamilies.set(id, set);
  }
  return withFamilies;
}

export const facetKey = (facet: string, value: string) => `${facet}:${value}`;

function productsByFacet(
  products: SearchProduct[],
  rows: { productId: number; facet: string; value: string }[],
): Map<string, DocumentSet> {
  const documents = new Map(products.map((product, document) => [product.id, document]));
  const sets = new Map<string, DocumentSet>();
  for (const row of rows) {
    const document = documents.get(row.productId);
    if (document === undefined) continue;
    const key = facetKey(row.facet, row.value);
    let set = sets.get(key);
    if (!set) {
      set = new DocumentSet(products.length);
      sets.set(key, set);
    }
    set.add(document);
  }
  return sets;
}

/** The categories with a menu label, under the top-level groups with one, each level in category order. */
function productMenu(ordered: (SearchCategory & { menuLabel: string | null })[]): MenuCategory[] {
  const listed = ordered.flatMap(({ menuLabel, ...category }) =>
    menuLabel ? [{ ...category, label: menuLabel }] : [],
  );
  return listed
    .filter((group) => group.parentId === null)
    .map((group) => ({
      id: group.id,
      label: group.label,
      children: listed.filter((item) => item.parentId === group.id).map(({ id, label }) => ({ id, label })),
    }));
}

/** Reads the active catalogue and the media lists and builds their indexes. */
export async function loadSearchSnapshot(db: Db, version: string): Promise<SearchSnapshot> {
  const [productRows, categoryRows, newsRows, releaseRows, facetRows] = await Promise.all([
    activeProducts(db)
      .select(["products.id", ...PRODUCT_SUMMARY_COLUMNS])
      .orderBy("products.id")
      .execute(),
    db
      .selectFrom("categories")
      .select(["id", "parent_id as parentId", "name", "sort_order as sortOrder", "menu_label as menuLabel"])
      .orderBy("id")
      .execute(),
    db
      .selectFrom("news_items")
      .select(["id", "name", "date", "description"])
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("press_releases")
      .select(["id", "name", "date", "pdf_name as pdfName"])
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("product_facets").select(["product_id as productId", "facet", "value"]).execute(),
  ]);
  const products = byName(productRows);
  const ordered = inCategoryOrder(categoryRows);
  const categories = ordered.map(({ id, parentId, name }) => ({ id, parentId, name }));
  const byFacet = productsByFacet(products, facetRows);
  const facetValues = FACETS.flatMap(({ key, values }) =>
    values.map(({ slug, label }) => ({ key, slug, label })),
  ).filter((value) => byFacet.has(facetKey(value.key, value.slug)));
  return {
    version,
    products,
    productIndex: await buildTermIndex(
      products.map((product) => [product.name, product.categoryName, product.description]),
    ),
    categories,
    productMenu: productMenu(ordered),
    categoryIndex: createTermIndex(categories.map((category) => [category.name])),
    productsByCategory: productsByCategory(categories, products),
    productsByFacet: byFacet,
    facetValues,
    facetValueIndex: createTermIndex(facetValues.map((value) => [value.label, value.slug])),
    news: newsRows,
    newsIndex: createTermIndex(newsRows.map((item) => [item.name, "", htmlText(item.description)])),
    pressReleases: releaseRows,
    pressReleaseIndex: createTermIndex(releaseRows.map((release) => [release.name])),
  };
}

function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " ");
}
