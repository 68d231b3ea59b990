/** The Products menu's categories (decision 072): top-level groups and their sub-categories, as the menu labels them. */
export type MenuCategory = { id: number; label: string; children: { id: number; label: string }[] };
