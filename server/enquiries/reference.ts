import { randomInt } from "node:crypto";

// Crockford's base-32 digits: no I, L, O or U, so a reference read out on the phone is unambiguous.
const DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A reference the visitor can quote, e.g. `FC-20261123-7K3F9Q`; unique (the primary key checks it). */
export function newReference(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  let suffix = "";
  for (let index = 0; index < 6; index++) suffix += DIGITS[randomInt(DIGITS.length)];
  return `FC-${day}-${suffix}`;
}
