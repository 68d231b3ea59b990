import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#server/content-version.ts";
import { REDIRECT_MESSAGES } from "#shared/content-editing/redirect-form.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * The addresses the service answers itself (decision 091): no redirect may take them, neither one an
 * editor adds nor one already stored, or a redirect of `/__manifest` would break every client-side
 * navigation and send visitors off the site.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const EDITOR = { email: "rhea.redirects@fenmoor.example" };

/**
 * Every path the service routes before React Router's catch-all, read from Fastify's route table:
 * one per first segment and depth (the build's hundreds of `/assets/` files are one kind of path).
 */
function routedPaths(): string[] {
  const table = service.app.printRoutes({ commonPrefix: false });
  const paths = [...table.matchAll(/^[├└]── (\/\S*) \(/gm)].map(([, path = ""]) =>
    path.replace(/:\w+/g, "sample").replace("*", "sample"),
  );
  const kind = (path: string) => `${path.split("/", 2)[1]} ${path.split("/").length}`;
  return [...new Map(paths.map((path) => [kind(path), path])).values()];
}

/** What React Router answers itself, beside the pages: route discovery and every page's data. */
const FRAMEWORK_PATHS = [
  "/__manifest",
  "/_.data",
  "/news.data",
  "/staff.data",
  "/de/news.data",
  "/favicon.ico",
];

describe("the service's own addresses", () => {
  it("are refused as a redirect's old address, every one the route table has", async () => {
    const paths = [...routedPaths(), ...FRAMEWORK_PATHS];
    expect(paths).toEqual(expect.arrayContaining(["/healthz", "/favicon.svg", "/language-suggestion"]));
    const accepted: string[] = [];
    for (const from of paths) {
      const result = await service.services.redirectTable.add({ from, to: "/news" }, EDITOR);
      if (
        !("error" in result) ||
        result.error !== "invalid" ||
        result.errors.from !== REDIRECT_MESSAGES.reserved
      )
        accepted.push(from);
    }
    expect(accepted).toEqual([]);
  });

  it("are never redirected, even by a row stored before they were refused", async () => {
    const { db } = service.services.database;
    await db
      .insertInto("content_redirects")
      .values(
        ["/__manifest", "/news.data", "/favicon.svg", "/%73taff/sign-in"].map((from_path) => ({
          from_path,
          to_path: "https://evil.example/",
          origin: "editor" as const,
          created_at: new Date().toISOString(),
          created_by: EDITOR.email,
        })),
      )
      .onConflict((conflict) =>
        conflict.column("from_path").doUpdateSet({ to_path: "https://evil.example/" }),
      )
      .execute();
    await bumpContentVersion(db);
    service.services.contentVersion.invalidate();
    for (const path of ["/__manifest?paths=%2Fnews", "/news.data", "/favicon.svg", "/%73taff/sign-in"]) {
      const response = await service.fetch(path, { redirect: "manual" });
      await response.body?.cancel();
      expect(response.status, path).not.toBe(301);
    }
  });
});
