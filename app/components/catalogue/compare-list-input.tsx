import { COMPARE_LIST_PARAM, compareValue } from "#shared/catalogue/compare-param.ts";

/** Carries the products chosen for a comparison through the finder's GET forms (decision 053). */
export function CompareListInput({ compare }: { compare: string[] }) {
  return compare.length > 0 ? (
    <input type="hidden" name={COMPARE_LIST_PARAM} value={compareValue(compare)} />
  ) : null;
}
