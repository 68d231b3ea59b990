import type { Transaction } from "kysely";
import type { z } from "zod";
import type { FieldLabel } from "#shared/content-editing/changes.ts";
import type { TranslationKindName } from "#shared/translations/translation-kinds.ts";
import type { Database } from "../db/schema.ts";

/**
 * One kind of editable content (decision 040). The engine stores a kind's records as JSON in the
 * content file's own format, checked by the file's schema, and asks the kind only what it alone
 * knows: how a record becomes live rows, how it is taken down, and where the public sees it.
 */
export type ContentKind<Record extends object> = {
  /** Also the console's path segment: `/staff/<name>`. */
  name: string;
  /** "News item": how the console names one. */
  label: string;
  /**
   * Set for a fixed part of the site (a company page, the site identity): its items cannot be
   * taken down, and this is the reason the console gives when asked to.
   */
  fixed?: string;
  /** One record of the content file (content/…): the same schema the seed reads it with. */
  schema: z.ZodType<Record>;
  /** The editable fields, labelled as the public page calls them; revision summaries name these. */
  fields: readonly FieldLabel<Record>[];
  keyOf(record: Record): string;
  /** The editor's fields with the item's key put where the record keeps it. */
  withKey(fields: unknown, key: string): unknown;
  titleOf(record: Record): string;
  /** The kind's records in the content files under `contentDir`. */
  read(contentDir: string): Record[];
  /** Writes records back in the content files' format (the export), into `dir`. */
  write(dir: string, records: Record[]): void;
  /** Cleans a record before it is stored anywhere (rich text through the allow-list sanitiser). */
  clean(record: Record): Record;
  /**
   * A key for a new item, unused by any live or draft item of the kind; `fields` are the new item's
   * as posted, for a kind whose key is chosen by the editor (a team member's address).
   */
  newKey(tx: Transaction<Database>, takenKeys: readonly string[], fields: unknown): Promise<string>;
  /** Makes the record live: inserts or replaces its rows in the tables the public pages read. */
  apply(tx: Transaction<Database>, record: Record): Promise<void>;
  /** Takes the item down: removes its rows from the public tables. */
  withdraw(tx: Transaction<Database>, key: string): Promise<void>;
  /** The item's public address; when a publish changes it, the old one answers a 301 to the new. */
  publicPath(record: Record): string;
  /** Where a signed-in editor sees this draft rendered as the public page. */
  previewPath(record: Record): string;
  /**
   * Set for a kind whose items are translated (decision 063): its translation kind and the key an
   * item's translations are stored under, which a publish that changes it moves them to (decision 082).
   */
  translations?: { kind: TranslationKindName; keyOf(record: Record): string };
};

/** A record as the engine handles it: whatever the kind's schema produced. */
export type EditableRecord = { readonly [field: string]: unknown };
export type AnyContentKind = ContentKind<EditableRecord>;

/** Erases a kind's record type for the registry; the engine only passes it records its own schema parsed. */
export function contentKind<Record extends object>(kind: ContentKind<Record>): AnyContentKind {
  return kind as unknown as AnyContentKind;
}

/**
 * What the console tells the engine's cross-kind views (the start page, the search) of one person:
 * which kinds they may edit, and where an item's editor is. The console decides both (decision 109).
 */
export type ConsoleView = {
  mayEdit(kind: string): boolean;
  editorHref(kind: string, key: string, record: EditableRecord): string;
};
