/** Spec 2.4: the category ids of the two product grids, in the spec's order. */
export const HOME_CHEMICAL_CATEGORY_IDS = [28, 3, 4, 5, 6, 7] as const;
export const HOME_PRINTING_CATEGORY_IDS = [29] as const;

/** Spec 9: the home page shows the first four news items. */
export const HOME_NEWS_COUNT = 4;

/** Long enough to read a headline and its line twice. */
export const SLIDE_INTERVAL_MS = 7000;
