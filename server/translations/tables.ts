export interface ContentTranslationsTable {
  /** A kind of `shared/translations/translation-kinds.ts`. */
  kind: string;
  /** The English item's key in the translation files: its slug, file name, or English term. */
  item_key: string;
  /** `de`, `fr` or `es`. */
  locale: string;
  /** JSON: the item's translated fields, in the translation files' shape. */
  fields: string;
  updated_at: string;
  updated_by: string | null;
  /** JSON: each translated field's English when the translation was saved (`englishSource`); null until noted. */
  source: string | null;
}
