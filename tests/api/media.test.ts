import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#server/db/content-dir.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { readNews, readPressReleases } from "#server/media/content-files.ts";
import { getJson, jsonOf } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

const news = readNews(CONTENT_DIR);
const releases = readPressReleases(CONTENT_DIR);
const newestFirst = <T extends { date: string; id: number }>(items: T[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

describe("GET /api/media-list", () => {
  it("answers the first five news items, newest first, with the total", async () => {
    const { status, body } = await getJson(service, "/api/media-list?skip=0");
    expect(status).toBe(200);
    expect(body.total).toBe(news.length);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual(
      newestFirst(news)
        .slice(0, 5)
        .map((item) => item.id),
    );
  });

  it("uses the spec's field names and leaves image out when an item has none", async () => {
    const { body } = await getJson(service, "/api/media-list");
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(
        item.image ? ["date", "description", "id", "image", "name"] : ["date", "description", "id", "name"],
      );
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.description).toMatch(/^<p>/);
    }
    expect(body.data.some((item: { image?: string }) => item.image?.startsWith("media/news/"))).toBe(true);
  });

  it("pages by offset and answers an empty page past the end", async () => {
    const pages = await Promise.all(
      [0, 5, 10, 15].map(async (skip) => (await getJson(service, `/api/media-list?skip=${skip}`)).body.data),
    );
    const ids = pages.flat().map((item: { id: number }) => item.id);
    expect(ids).toEqual(newestFirst(news).map((item) => item.id));
    const past = await getJson(service, "/api/media-list?skip=500");
    expect(past.body).toEqual({ data: [], total: news.length });
  });

  it.each(["-1", "abc", "1.5", "5e2"])("answers 400 JSON for skip=%s", async (skip) => {
    const { status, type, body } = await getJson(service, `/api/media-list?skip=${skip}`);
    expect(status).toBe(400);
    expect(type).toContain("application/json");
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(body.message).toContain("skip");
  });

  it("answers 400 when skip is given twice", async () => {
    expect((await getJson(service, "/api/media-list?skip=0&skip=5")).status).toBe(400);
  });
});

describe("GET /api/press-release", () => {
  it("answers every year's releases, newest first, and the list of years", async () => {
    const { status, body } = await getJson(service, "/api/press-release?year=");
    expect(status).toBe(200);
    expect(body.data.map((release: { name: string }) => release.name)).toEqual(
      newestFirst(releases).map((release) => release.name),
    );
    const years = [...new Set(releases.map((release) => Number(release.date.slice(0, 4))))].sort(
      (a, b) => b - a,
    );
    expect(body.yearList).toEqual(years);
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(await jsonOf(service, "/api/press-release")).toEqual(body);
  });

  it("filters by year and names each release's PDF, which is served", async () => {
    const { body } = await getJson(service, "/api/press-release?year=2024");
    expect(body.data.length).toBeGreaterThan(0);
    for (const release of body.data) {
      expect(Object.keys(release).sort()).toEqual(["date", "name", "pdf_name"]);
      expect(release.date).toMatch(/^2024-/);
    }
    const pdf = await service.fetch(`/files/${body.data[0].pdf_name}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers an empty list for a year without releases", async () => {
    const { status, body } = await getJson(service, "/api/press-release?year=1999");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.yearList.length).toBeGreaterThanOrEqual(3);
  });

  it.each(["24", "twenty", "2024-01", "20245"])("answers 400 JSON for year=%s", async (year) => {
    const { status, body } = await getJson(service, `/api/press-release?year=${year}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(body.message).toContain("year");
  });
});

describe("media content", () => {
  it("has at least 12 news items and 12 press releases across at least three years", () => {
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(releases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(news.map((item) => item.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
  });

  it("stores only sanitised HTML, whatever the content file holds", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-content-"));
    fs.cpSync(CONTENT_DIR, dir, { recursive: true });
    const hostile = {
      id: 9001,
      name: "Hostile item",
      date: "2099-01-01",
      image: null,
      description:
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script><img src="x.png" onerror="alert(1)"></p>',
    };
    fs.writeFileSync(path.join(dir, "media/news.json"), JSON.stringify([hostile, ...news]));
    try {
      // The seed inserts items the database lacks (decision 041): the new one goes in, sanitised.
      await seedDatabase(service.services.database, { contentDir: dir, force: true });
      service.services.contentVersion.invalidate();
      const { body } = await getJson(service, "/api/media-list");
      expect(body.total).toBe(news.length + 1);
      expect(body.data[0].description).toBe('<p>Read <a>this</a><img src="x.png" /></p>');
    } finally {
      await service.services.contentEditing.unpublish("news", "9001", 1, { email: "test@fenmoor.example" });
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await getJson(service, "/api/media-list")).body.total).toBe(news.length);
  });
});
