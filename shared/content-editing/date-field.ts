import { z } from "zod";

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date as the content files keep it, YYYY-MM-DD, that exists (no 31 April). */
export function isoDateField(message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);
}
