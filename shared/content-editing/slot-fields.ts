import type { z } from "zod";
import type { EditorField, EditorValue, EditorValues } from "./editor-fields.ts";

/**
 * A list inside a record (an industry's sections, a page's tables and their rows, the home page's
 * slides) edited as numbered slots of plain fields, `<list>.<n>.<part>`: a form without JavaScript
 * can add an item in an empty slot and drop one by emptying it. `parts` name the item's fields.
 */
export type SlotList = { list: string; max: number; parts: readonly EditorField[] };

/** The fields of slot `index` (from 0). */
export function slotFields({ list, parts }: SlotList, index: number): EditorField[] {
  return parts.map((part) => ({ ...part, name: `${list}.${index}.${part.name}` }));
}

/** Every slot's fields, for reading a post back: a slot the page did not draw reads as empty. */
export function allSlotFields(slots: SlotList): EditorField[] {
  return Array.from({ length: slots.max }, (_, index) => slotFields(slots, index)).flat();
}

/** The items' values in their slots, as the editor shows them. */
export function slotValues(
  { list }: SlotList,
  items: readonly { readonly [part: string]: EditorValue }[],
): EditorValues {
  return Object.fromEntries(
    items.flatMap((item, index) =>
      Object.entries(item).map(([part, value]) => [`${list}.${index}.${part}`, value]),
    ),
  );
}

function isEmpty(value: EditorValue | undefined): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return value !== true;
}

/** The indexes of the slots with anything filled in, in order. */
export function filledSlots(slots: SlotList, values: EditorValues): number[] {
  return Array.from({ length: slots.max }, (_, index) => index).filter((index) =>
    slotFields(slots, index).some((field) => !isEmpty(values[field.name])),
  );
}

/** Field errors by field name, as the editor shows them beside each field. */
export type SlotErrors = { [field: string]: string };

/**
 * The filled slots parsed by `schema`, in order; a slot's problems go into `errors` under its own
 * fields' names (so they show beside the slot the editor filled, whatever its number).
 */
export function parseSlots<Item>(
  slots: SlotList,
  values: EditorValues,
  schema: z.ZodType<Item>,
  errors: SlotErrors,
): Item[] {
  return filledSlots(slots, values).flatMap((index) => {
    const item = Object.fromEntries(
      slots.parts.map((part) => [part.name, values[`${slots.list}.${index}.${part.name}`]]),
    );
    const parsed = schema.safeParse(item);
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      errors[`${slots.list}.${index}.${String(issue.path[0] ?? slots.parts[0]?.name)}`] ??= issue.message;
    }
    return [];
  });
}

/** The first error of each top-level field of a failed parse. */
export function topLevelErrors(error: z.ZodError, errors: SlotErrors): void {
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
}

/** A group of fields the editor draws together, with a legend when it is one item of a list. */
export type EditorGroup = { legend: string | null; fields: EditorField[] };

/** How many slots to draw for a list holding `count` items: room for `spare` more, within its maximum. */
export function slotsToDraw(slots: SlotList, count: number, spare = 2): number {
  return Math.min(slots.max, count + spare);
}
