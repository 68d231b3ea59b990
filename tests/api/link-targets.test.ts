import { afterAll, beforeAll, expect, it } from "vitest";
import { type LinkTarget, linkTargetsHref } from "#shared/content-editing/link-targets.ts";
import { saveDraft, unpublish } from "../support/content-edits.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** The rich-text editor's link search (decision 105): the site's live pages by words of their title. */
let service: TestService;
let editor: StaffBrowser;
beforeAll(async () => {
  ({ service, browser: editor } = await startSignedIn("editor"));
});
afterAll(() => service.stop());

async function search(query: string): Promise<LinkTarget[]> {
  const response = await staffGet(service, editor, linkTargetsHref(query));
  expect(response.status).toBe(200);
  return ((await response.json()) as { targets: LinkTarget[] }).targets;
}

it("finds live pages by every word of their title, ignoring case, at their public address", async () => {
  expect(await search("FENFOAM s-120")).toContainEqual({
    title: "Fenfoam S-120",
    path: "/products/fenfoam-s-120",
    kind: "Product",
  });
  expect(await search("fenfoam nothing-like-this")).toEqual([]);
  expect(await search("   ")).toEqual([]);
});

/** A product's engine key, found by its address. */
async function productKey(slug: string): Promise<string> {
  const key = await service.services.contentEditing.findKey("products", (record) => record.slug === slug);
  if (!key) throw new Error(`no product ${slug}`);
  return key;
}

it("offers no draft-only title and no taken-down item, nor settings that are no page", async () => {
  await saveDraft(service, "products", await productKey("fenfoam-s-120"), (record) => ({
    ...record,
    name: "Fenfoam Zircon",
  }));
  expect(await search("zircon")).toEqual([]);
  expect(await search("s-120")).toContainEqual(expect.objectContaining({ path: "/products/fenfoam-s-120" }));
  await unpublish(service, "products", await productKey("fenfoam-p-340"));
  expect(await search("p-340")).toEqual([]);
  expect((await search("fenmoor")).map((target) => target.path)).not.toContain("/contact-us");
});
