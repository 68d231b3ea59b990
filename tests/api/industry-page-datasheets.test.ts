import { afterAll, beforeAll, expect, it } from "vitest";
import { textOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

it("names a product the catalogue does not have, without a datasheet link", async () => {
  // The table names products; the catalogue decides at render time which of them have a datasheet.
  await service.services.database.db
    .updateTable("industry_page_rows")
    .set({ product: "Fenfoam Z-999" })
    .where("page_slug", "=", "janitorial")
    .where("position", "=", 0)
    .execute();
  const html = await textOf(service, "/janitorial");
  const row = html.match(/<tr[^>]*><th scope="row">Fenfoam Z-999<\/th>([\s\S]*?)<\/tr>/)?.[1];
  expect(row).toBeDefined();
  expect(row).not.toContain("href=");
  expect(row).toContain("Not available");
  expect(html.match(/href="[^"]+\/datasheets\/[^"]+\.pdf"/g)?.length).toBeGreaterThan(0);
});
