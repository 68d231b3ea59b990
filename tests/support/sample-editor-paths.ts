import {
  BOARD_ITEM_PATH,
  CASE_STUDY_ITEM_PATH,
  CATEGORY_ITEM_PATH,
  CORPORATE_TEAM_ITEM_PATH,
  contentItemPath,
  INDUSTRY_ITEM_PATH,
  INDUSTRY_PAGE_ITEM_PATH,
  NEWS_ITEM_PATH,
  PAGE_ITEM_PATH,
  PRESS_RELEASE_ITEM_PATH,
  PRODUCT_ITEM_PATH,
  TRANSLATION_ITEM_PATH,
  translationItemPath,
} from "#shared/content-editing/console-paths.ts";

/** Each content editor's address pattern with an item of the sample content that it opens. */
const SAMPLE_ITEMS: Record<string, [kind: string, key: string]> = {
  [NEWS_ITEM_PATH]: ["news", "117"],
  [PRODUCT_ITEM_PATH]: ["products", "fenfoam-s-120"],
  [INDUSTRY_ITEM_PATH]: ["industries", "textiles"],
  [CASE_STUDY_ITEM_PATH]: ["case-studies", "a-star-performer"],
  [INDUSTRY_PAGE_ITEM_PATH]: ["industry-pages", "janitorial"],
  [PRESS_RELEASE_ITEM_PATH]: ["press-releases", "213"],
  [CATEGORY_ITEM_PATH]: ["categories", "3"],
  [PAGE_ITEM_PATH]: ["pages", "csr"],
  [BOARD_ITEM_PATH]: ["board-of-directors", "helen-marsh"],
  [CORPORATE_TEAM_ITEM_PATH]: ["corporate-team", "tom-fairbairn"],
};

/** A console address with a sample item in place of its parameter; other addresses as they are. */
export function sampleEditorPath(path: string): string {
  if (path === TRANSLATION_ITEM_PATH) return translationItemPath("legal", "privacy-policy", "de");
  const item = SAMPLE_ITEMS[path];
  return item ? contentItemPath(...item) : path;
}
