import { COMPARE_MAX, PRODUCT_SLUG } from "./compare-list.ts";

/**
 * What `/compare?products=...` asks for, checked strictly so a visitor learns what is wrong with an
 * address instead of seeing a different comparison than the one shared with them.
 */
export type CompareRequest =
  | { kind: "empty" }
  | { kind: "products"; slugs: string[] }
  | { kind: "malformed"; values: string[] }
  | { kind: "too-many"; slugs: string[] }
  | { kind: "duplicates"; slugs: string[]; repeated: string[] };

export function readCompareRequest(values: string[]): CompareRequest {
  const slugs = values
    .flatMap((value) => value.split(","))
    .map((slug) => slug.trim())
    .filter((slug) => slug !== "");
  if (slugs.length === 0) return { kind: "empty" };
  const malformed = slugs.filter((slug) => !PRODUCT_SLUG.test(slug));
  if (malformed.length > 0) return { kind: "malformed", values: malformed.slice(0, COMPARE_MAX) };
  const unique = [...new Set(slugs)];
  if (unique.length < slugs.length) {
    const repeated = unique.filter((slug) => slugs.indexOf(slug) !== slugs.lastIndexOf(slug));
    return { kind: "duplicates", slugs: unique.slice(0, COMPARE_MAX), repeated };
  }
  if (slugs.length > COMPARE_MAX) return { kind: "too-many", slugs };
  return { kind: "products", slugs };
}
