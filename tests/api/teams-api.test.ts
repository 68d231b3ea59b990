import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOkJson } from "../support/http-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

type Member = { slug: string; image: string | null; title: string; sub_title: string; description: string };
type Profile = { data: Member[]; previousResult: { slug: string }[]; nextResult: { slug: string }[] };

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.stop());

describe("GET /api/all-teams/{kind} (spec 7)", () => {
  it.each(["board-of-directors", "corporate-team"])("lists the %s with the spec 3 fields", async (kind) => {
    const { data } = await getOkJson<{ data: Member[] }>(service, `/api/all-teams/${kind}`);
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const member of data) {
      expect(Object.keys(member).sort()).toEqual(["description", "image", "slug", "sub_title", "title"]);
      expect(member.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("has corporate members without a portrait, whose image is null", async () => {
    const { data } = await getOkJson<{ data: Member[] }>(service, "/api/all-teams/corporate-team");
    expect(data.some((member) => member.image === null)).toBe(true);
    expect(data.some((member) => member.image?.startsWith("team/"))).toBe(true);
  });

  it("answers 404 JSON for an unknown team", async () => {
    const response = await service.fetch("/api/all-teams/shareholders");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe("GET /api/teams/{kind}/{slug} (spec 7)", () => {
  it("gives the member first, with the neighbours in list order", async () => {
    const { data: board } = await getOkJson<{ data: Member[] }>(service, "/api/all-teams/board-of-directors");
    const [first, second, third] = board;
    const middle = await getOkJson<Profile>(service, `/api/teams/board-of-directors/${second?.slug}`);
    expect(middle.data[0]).toEqual(second);
    expect(middle.previousResult[0]?.slug).toBe(first?.slug);
    expect(middle.nextResult[0]?.slug).toBe(third?.slug);
  });

  it("gives empty neighbour lists at either end of the team", async () => {
    const { data: team } = await getOkJson<{ data: Member[] }>(service, "/api/all-teams/corporate-team");
    const head = await getOkJson<Profile>(service, `/api/teams/corporate-team/${team[0]?.slug}`);
    expect(head.previousResult).toEqual([]);
    expect(head.nextResult).toHaveLength(1);
    const tail = await getOkJson<Profile>(service, `/api/teams/corporate-team/${team.at(-1)?.slug}`);
    expect(tail.nextResult).toEqual([]);
    expect(tail.previousResult).toHaveLength(1);
  });

  it("keeps each team's profiles apart: a board slug is not a corporate profile", async () => {
    const { data: board } = await getOkJson<{ data: Member[] }>(service, "/api/all-teams/board-of-directors");
    const response = await service.fetch(`/api/teams/corporate-team/${board[0]?.slug}`);
    expect(response.status).toBe(404);
  });

  it("describes the international sales manager as spec 2.7 lists", async () => {
    const profile = await getOkJson<Profile>(service, "/api/teams/corporate-team/james-whitcombe");
    const text = profile.data[0]?.description ?? "";
    for (const fact of ["international accounts", "Print division", "BSc", "22 years", "fell runner"])
      expect(text).toContain(fact);
  });

  it.each([
    "/api/teams/board-of-directors/no-such-person",
    "/api/teams/shareholders/margaret-holloway",
    "/api/teams/board-of-directors/Robert'%20OR%201=1",
  ])("answers 404 JSON for %s", async (pathname) => {
    const response = await service.fetch(pathname);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});
