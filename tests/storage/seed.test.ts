import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/db/seed.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("content seed", () => {
  it("loads the content on first start and skips unchanged content afterwards", async () => {
    const categories = await service.services.catalogue.listCategories();
    expect(categories.map((category) => category.id)).toEqual(
      expect.arrayContaining([3, 4, 5, 6, 7, 28, 29, 30, 31, 32, 33, 34, 35, 36]),
    );
    expect(await seedDatabase(service.services.database)).toBe(false);
  });

  it("can be re-run in full without duplicating anything", async () => {
    const before = await service.services.catalogue.listCategories();
    expect(await seedDatabase(service.services.database, { force: true })).toBe(true);
    expect(await service.services.catalogue.listCategories()).toEqual(before);
  });
});
