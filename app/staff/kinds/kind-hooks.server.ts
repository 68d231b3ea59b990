import type { EditableRecord } from "#server/content-editing/content-kind.ts";
import type { Services } from "#server/services.ts";
import type { KindGroup } from "#shared/content-editing/console-kind.ts";
import type { EditorField, EditorValues } from "#shared/content-editing/editor-fields.ts";
import type { FieldErrors } from "../content-editor.server.ts";
import type { ContentListData } from "../content-items-table.tsx";

/**
 * What a kind's console needs of the server beyond its description (decision 104), each with a
 * default that a plain kind (the description's fields, its zod `form`, keys as addresses) never
 * overrides: so a new kind is its server kind, its description and its test, and only a kind with
 * live options, cross-item checks or stored values unlike its fields has a hooks module here.
 */
export type ConsoleKindHooks = {
  /** The item a console address names; by default the address's key is the item's key. */
  itemKey?(param: string, services: Services): Promise<string | undefined>;
  /** The editor's own address of a record; by default `/staff/<kind>/<its key>`. */
  itemPath?(record: EditableRecord): string;
  /** The editor's fields (key null: a new item) when their options come from live data. */
  fields?(services: Services, key: string | null): Promise<readonly EditorField[]>;
  /** The fields in groups; by default one group without a legend. */
  groups?(record: EditableRecord | null, fields: readonly EditorField[]): KindGroup[];
  /** A stored record as its editor shows it; by default the fields of the same names. */
  values?(record: EditableRecord, fields: readonly EditorField[]): EditorValues;
  /** A new item's values before anything is typed. */
  newValues?: EditorValues;
  /** The posted values as the record's fields, or field errors; by default the description's `form`. */
  validate?(
    values: EditorValues,
    at: { services: Services; key: string | null; fields: readonly EditorField[] },
  ): Promise<{ fields: object } | { errors: FieldErrors }>;
  /** Values the fields suggest, by `<datalist>` id. */
  suggestions?(services: Services): Promise<{ [list: string]: string[] }>;
  /** The list's kind-specific filter and each record's value of it. */
  listFilter?(
    services: Services,
  ): Promise<{ filter: NonNullable<ContentListData["filter"]>; valueOf(record: EditableRecord): string }>;
  /** Why an item may not be unpublished now (its editor's button and its list's bulk button alike). */
  refuseUnpublish?(key: string, services: Services): Promise<string | undefined>;
};
