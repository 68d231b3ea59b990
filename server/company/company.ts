import type { TeamKind } from "#shared/company/company-pages.ts";
import type { Specialist } from "#shared/expert/specialists.ts";
import type { Db } from "../db/database.ts";

/** Every field of a CMS page's content (spec 3); fields a page does not use are empty strings. */
export const CMS_PAGE_FIELDS = [
  "content_title1",
  "content_title2",
  "content_title3",
  "content_title4",
  "content_detail1",
  "content_detail2",
  "content_detail3",
  "content_detail4",
  "content_image1",
  "content_image2",
  "image1",
  "image2",
  "video",
  "page_experts",
  "page_excerpt",
  "pdf_title1",
  "pdf_title2",
  "content_pdf1",
  "content_pdf2",
] as const;
export type CmsPageContent = Record<(typeof CMS_PAGE_FIELDS)[number], string>;

export type CmsPage = { slug: string; title: string; content: CmsPageContent };

export type TeamMember = {
  slug: string;
  image: string | null;
  title: string;
  sub_title: string;
  description: string;
};

export type TeamProfile = {
  member: TeamMember;
  previous: TeamMember | undefined;
  next: TeamMember | undefined;
};

export type IndustrySummary = { slug: string; name: string; image: string; summary: string };

export type IndustryDetail = IndustrySummary & {
  /** Sanitised HTML. */
  about: string;
  /** Sanitised HTML details whose links open in a new tab. */
  sections: { name: string; detail: string }[];
};

/** Read access to the company pages, teams and industries, shared by the API and the pages. */
/** Slugs are lower-case words and hyphens; anything else (PostgreSQL rejects NUL bytes outright) is not found. */
function isSlug(value: string): boolean {
  return /^[a-z0-9-]{1,100}$/.test(value);
}

export function createCompany(db: Db) {
  const members = (kind: TeamKind) =>
    db
      .selectFrom("team_members")
      .select(["slug", "image", "title", "sub_title", "description"])
      .where("kind", "=", kind);

  return {
    async page(slug: string): Promise<CmsPage | undefined> {
      const row = await db
        .selectFrom("cms_pages")
        .select(["slug", "title", "content"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row && { ...row, content: JSON.parse(row.content) as CmsPageContent };
    },

    async team(kind: TeamKind): Promise<TeamMember[]> {
      return members(kind).orderBy("position").orderBy("slug").execute();
    },

    /**
     * A member with the neighbours of the list order; undefined when the slug is not in that team.
     * Members sharing a place (an editor gave two the same) are ordered by address, as on the list.
     */
    async profile(kind: TeamKind, slug: string): Promise<TeamProfile | undefined> {
      if (!isSlug(slug)) return undefined;
      const team = await members(kind).orderBy("position").orderBy("slug").execute();
      const index = team.findIndex((member) => member.slug === slug);
      const member = team[index];
      if (!member) return undefined;
      return { member, previous: team[index - 1], next: team[index + 1] };
    },

    /** The eleven industries in menu order: the list page, the home grid and the API. */
    async industries(): Promise<IndustrySummary[]> {
      return db
        .selectFrom("industries")
        .select(["slug", "name", "image", "summary"])
        .orderBy("position")
        .execute();
    },

    async industry(slug: string): Promise<IndustryDetail | undefined> {
      if (!isSlug(slug)) return undefined;
      const industry = await db
        .selectFrom("industries")
        .select(["slug", "name", "image", "summary", "about"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!industry) return undefined;
      const sections = await db
        .selectFrom("industry_sections")
        .select(["name", "detail"])
        .where("industry_slug", "=", slug)
        .orderBy("position")
        .execute();
      return { ...industry, sections };
    },

    /** Who answers expert enquiries, in list order (the order routing reads them in). */
    async specialists(): Promise<Specialist[]> {
      const rows = await db
        .selectFrom("specialists")
        .select(["slug", "name", "role", "email", "industries", "regions"])
        .orderBy("position")
        .execute();
      return rows.map((row) => ({
        ...row,
        industries: JSON.parse(row.industries) as Specialist["industries"],
        regions: JSON.parse(row.regions) as Specialist["regions"],
      }));
    },
  };
}

export type Company = ReturnType<typeof createCompany>;
