import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#server/content-version.ts";
import { REDIRECT_MESSAGES } from "#shared/content-editing/redirect-form.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * What a redirect's old and new address may be (decision 091): an old address is stored as a request
 * for it is matched, a new one percent-encoded as a Location header must be, loops are found through
 * the language prefixes, and nothing stored can make an old address answer 500.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const EDITOR = { email: "rhea.redirects@fenmoor.example" };
const add = (from: string, to: string) => service.services.redirectTable.add({ from, to }, EDITOR);

async function refused(from: string, to: string, field: "from" | "to", message: string) {
  const result = await add(from, to);
  expect("errors" in result ? result.errors[field] : result, `${from} → ${to}`).toBe(message);
}

/** Where `path` answers with a 301 to; undefined when it does not redirect. */
async function redirectOf(path: string): Promise<string | undefined> {
  const response = await service.fetch(path, { redirect: "manual" });
  await response.body?.cancel();
  expect(response.status, path).toBeLessThan(500);
  return response.status === 301 ? (response.headers.get("location") ?? "") : undefined;
}

describe("a redirect's new address", () => {
  it("is percent-encoded when it has characters a Location header cannot carry", async () => {
    const added = await add("/old-cafe", "/café-€?name=Zoë");
    expect(added).toMatchObject({ ok: true, to: "/caf%C3%A9-%E2%82%AC?name=Zo%C3%AB" });
    expect(await redirectOf("/old-cafe")).toBe("/caf%C3%A9-%E2%82%AC?name=Zo%C3%AB");
    expect(await add("/old-partner", "https://partner.example/prix/été")).toMatchObject({
      to: "https://partner.example/prix/%C3%A9t%C3%A9",
    });
  });

  it("is refused with a control character or a backslash", async () => {
    await refused("/old-tab", "/news\u0001", "to", REDIRECT_MESSAGES.control);
    await refused("/old-tab", "/news\u007f/x", "to", REDIRECT_MESSAGES.control);
    await refused("/old-tab\u0002", "/news", "from", REDIRECT_MESSAGES.control);
    // Browsers read `/\evil.example/x` as `//evil.example/x`, another site.
    await refused("/old-slash", "/\\evil.example/x", "to", REDIRECT_MESSAGES.backslash);
    await refused("/old\\slash", "/news", "from", REDIRECT_MESSAGES.backslash);
  });

  it("is not a loop through a language prefix", async () => {
    // `/x` under `/de/` is `/de/x`: each would redirect to itself.
    await refused("/old-flyer", "/de/old-flyer", "to", REDIRECT_MESSAGES.self);
    expect(await add("/loop-e", "/loop-f")).toMatchObject({ ok: true });
    await refused("/loop-f", "/fr/loop-e", "to", REDIRECT_MESSAGES.loop);
    expect(await redirectOf("/de/loop-f")).toBeUndefined();
  });
});

describe("a redirect's old address", () => {
  it("is stored as requests for it are matched: without its language prefix or escaped letters", async () => {
    expect(await add("/de/Old-Leaflet/", "/news")).toMatchObject({ ok: true, from: "/old-leaflet" });
    expect(await redirectOf("/de/old-leaflet")).toBe("/de/news");
    expect(await redirectOf("/old-leaflet")).toBe("/news");
    await refused("/de/news", "/case-studies", "from", REDIRECT_MESSAGES.live);
    await refused("/%73taff/sign-in", "/news", "from", REDIRECT_MESSAGES.reserved);
    await refused("/%61pi/list", "/news", "from", REDIRECT_MESSAGES.reserved);
    expect(await add("/old-caf%C3%A9", "/news")).toMatchObject({ ok: true, from: "/old-caf%c3%a9" });
    expect(await redirectOf("/old-café")).toBe("/news");
  });
});

describe("a stored redirect", () => {
  it("never makes its old address answer 500, whatever its new address holds", async () => {
    const { db } = service.services.database;
    const rows = {
      "/stored-cafe": "/café-€",
      "/stored-control": "/news\u0001",
      "/stored-slash": "/\\evil.example/x",
    };
    await db
      .insertInto("content_redirects")
      .values(
        Object.entries(rows).map(([from_path, to_path]) => ({
          from_path,
          to_path,
          origin: "editor" as const,
          created_at: new Date().toISOString(),
          created_by: EDITOR.email,
        })),
      )
      .execute();
    await bumpContentVersion(db);
    service.services.contentVersion.invalidate();
    expect(await redirectOf("/stored-cafe")).toBe("/caf%C3%A9-%E2%82%AC");
    expect(await redirectOf("/stored-control")).toBe("/news%01");
    expect(await redirectOf("/stored-slash")).toBe("/%5Cevil.example/x");
  });
});
