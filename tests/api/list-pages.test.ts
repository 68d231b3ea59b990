import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

async function redirectOf(pathname: string) {
  const response = await service.fetch(pathname);
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

/** Decision 022: every paged list treats a page that does not exist the same way. */
describe("a page of a list that does not exist", () => {
  it.each([
    ["/news?page=99", "/news?page=4"],
    ["/product?cat_id=29&page=99", "/product?cat_id=29&page=2"],
  ])("past the end, %s redirects to the last page", async (typed, last) => {
    expect(await redirectOf(typed)).toEqual({ status: 302, location: last });
  });

  it.each([
    ["/news?page=0", "/news"],
    ["/news?page=abc&utm_source=mail", "/news?utm_source=mail"],
    ["/product?page=-1&cat_id=29", "/product?cat_id=29"],
    ["/product?cat=3&page=1e3", "/product?cat=3"],
  ])("not a page number, %s redirects to the first page", async (typed, first) => {
    expect(await redirectOf(typed)).toEqual({ status: 302, location: first });
  });

  it("is not a redirect when it exists", async () => {
    for (const pathname of ["/news?page=4", "/news?page=1", "/product?cat_id=29&page=2"])
      expect((await redirectOf(pathname)).status, pathname).toBe(200);
  });
});

describe("a product chosen from the suggestions", () => {
  it("shows that product alone, under its category", async () => {
    const html = await (await service.fetch("/product?name=Fenfoam%20A-30")).text();
    expect(html).toContain("Showing 1–1 of 1 product");
    expect(html.match(/class="product-card-name"/g)).toHaveLength(1);
    expect(html).toContain(">Fenfoam A-30</a>");
  });

  it("searches its text when no active product has that name", async () => {
    const html = await (await service.fetch("/product?name=Fenfoam")).text();
    expect(html).toMatch(/Showing 1–10 of \d{2,} products/);
  });
});
