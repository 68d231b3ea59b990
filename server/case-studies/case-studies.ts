import { caseStudyPdfPath } from "../../shared/case-studies/case-study-slugs.ts";
import { industryImage } from "../company/content-files.ts";
import type { Db } from "../db/database.ts";

export type CaseStudySummary = {
  slug: string;
  title: string;
  summary: string;
  /** Picture path under the file base: the artwork of the story's industry. */
  image: string;
};

export type CaseStudy = CaseStudySummary & {
  customer: string;
  industry: string;
  challenge: string[];
  solution: string[];
  outcome: string[];
  figures: { label: string; value: string }[];
  /** PDF path under the file base. */
  pdf: string;
  /** The three related stories, in display order. */
  related: CaseStudySummary[];
};

/** Read access to the case studies of spec 2.8. */
export function createCaseStudies(db: Db) {
  const summaries = () =>
    db.selectFrom("case_studies").select(["slug", "title", "summary", "industry"]).orderBy("position");
  const toSummary = (row: { slug: string; title: string; summary: string; industry: string }) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: industryImage(row.industry),
  });

  return {
    /** The stories of the list page, in list order. */
    async list(): Promise<CaseStudySummary[]> {
      return (await summaries().where("listed", "=", 1).execute()).map(toSummary);
    },

    async caseStudy(slug: string): Promise<CaseStudy | undefined> {
      const row = await db.selectFrom("case_studies").selectAll().where("slug", "=", slug).executeTakeFirst();
      if (!row) return undefined;
      const relatedSlugs = JSON.parse(row.related) as string[];
      const related = await summaries().where("slug", "in", relatedSlugs).execute();
      return {
        ...toSummary(row),
        customer: row.customer,
        industry: row.industry,
        challenge: JSON.parse(row.challenge) as string[],
        solution: JSON.parse(row.solution) as string[],
        outcome: JSON.parse(row.outcome) as string[],
        figures: JSON.parse(row.figures) as { label: string; value: string }[],
        pdf: caseStudyPdfPath(row.slug),
        related: relatedSlugs.flatMap((relatedSlug) => {
          const story = related.find((candidate) => candidate.slug === relatedSlug);
          return story ? [toSummary(story)] : [];
        }),
      };
    },
  };
}

export type CaseStudies = ReturnType<typeof createCaseStudies>;
