import { describe, expect, it } from "vitest";
import { foldText, listHref, readListQuery } from "#shared/content-editing/content-list.ts";

/** A content list's address (issue 31): read forgivingly, written back in one canonical form. */
describe("a content list's query", () => {
  it("is written back with its parameters in one order and its defaults left out", () => {
    const query = readListQuery(
      new URLSearchParams("page=3&order=desc&sort=updated&category=4&status=draft&q=+fenfoam+&utm=x"),
      "category",
    );
    expect(listHref("/staff/products", query, "category")).toBe(
      "/staff/products?q=fenfoam&status=draft&category=4&sort=updated&order=desc&page=3",
    );
    expect(listHref("/staff/products", readListQuery(new URLSearchParams("page=1&order=asc")))).toBe(
      "/staff/products",
    );
  });

  it("drops values the list does not know instead of refusing the address", () => {
    const query = readListQuery(new URLSearchParams("status=toString&sort=__proto__&order=up&page=2.5"));
    expect(query).toEqual({ q: "", status: "", filter: "", sort: "", order: "asc", page: 1 });
    // A list without a kind filter ignores one in the address.
    expect(readListQuery(new URLSearchParams("category=4")).filter).toBe("");
  });

  it("folds case and accents", () => {
    expect(foldText("Crème BRÛLÉE")).toBe("creme brulee");
  });
});
