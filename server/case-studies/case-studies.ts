import { caseStudyPdfPath } from "#shared/case-studies/case-study-slugs.ts";
import { industryImage } from "../company/content-files.ts";
import type { Db } from "../db/database.ts";
import type { CaseStudyRecord } from "./content-files.ts";

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

  /** The page of a case study's record (live, or a draft being previewed) with its live related stories. */
  async function pageOf(record: CaseStudyRecord): Promise<CaseStudy> {
    const related = await summaries().where("slug", "in", record.related).execute();
    return {
      ...toSummary(record),
      customer: record.customer,
      industry: record.industry,
      challenge: record.challenge,
      solution: record.solution,
      outcome: record.outcome,
      figures: record.figures,
      pdf: caseStudyPdfPath(record.slug),
      related: record.related.flatMap((relatedSlug) => {
        const story = related.find((candidate) => candidate.slug === relatedSlug);
        return story ? [toSummary(story)] : [];
      }),
    };
  }

  return {
    /** The stories of the list page, in list order. */
    async list(): Promise<CaseStudySummary[]> {
      return (await summaries().where("listed", "=", 1).execute()).map(toSummary);
    },

    async caseStudy(slug: string): Promise<CaseStudy | undefined> {
      const row = await db.selectFrom("case_studies").selectAll().where("slug", "=", slug).executeTakeFirst();
      if (!row) return undefined;
      return pageOf({
        ...row,
        listed: row.listed === 1,
        industry: row.industry as CaseStudyRecord["industry"],
        slug: row.slug as CaseStudyRecord["slug"],
        challenge: JSON.parse(row.challenge) as string[],
        solution: JSON.parse(row.solution) as string[],
        outcome: JSON.parse(row.outcome) as string[],
        figures: JSON.parse(row.figures) as CaseStudy["figures"],
        related: JSON.parse(row.related) as CaseStudyRecord["related"],
      });
    },

    pageOf,

    /** Every live story's slug, listed or not: the sitemap's. */
    async slugs(): Promise<string[]> {
      return (await summaries().execute()).map((row) => row.slug);
    },
  };
}

export type CaseStudies = ReturnType<typeof createCaseStudies>;
