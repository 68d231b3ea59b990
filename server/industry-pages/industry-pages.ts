import type { ProductTableRow } from "#shared/industries/product-table-row.ts";
import { industryImage } from "../company/content-files.ts";
import type { Db } from "../db/database.ts";
import type { IndustryPageRecord } from "./content-files.ts";

export type IndustryPageSummary = { slug: string; name: string; summary: string };

export type IndustryPage = {
  slug: string;
  name: string;
  /** Slug of the industry the page belongs to. */
  industry: string;
  /** Picture path under the file base: the artwork of that industry. */
  image: string;
  summary: string;
  about: string[];
  sections: { name: string; intro: string; rows: ProductTableRow[] }[];
};

/** The page of an industry page's record: a draft being previewed, as the live page would show it. */
export function industryPageOf(record: IndustryPageRecord): IndustryPage {
  return {
    slug: record.slug,
    name: record.name,
    industry: record.industry,
    image: industryImage(record.industry),
    summary: record.summary,
    about: record.about,
    sections: record.sections.map((section) => ({
      name: section.name,
      intro: section.intro,
      rows: section.rows.map((row) =>
        row.product === null
          ? { product: null, chemicalType: null, activityPercent: null, applicationArea: null }
          : {
              product: row.product,
              chemicalType: row.chemicalType,
              activityPercent: row.activity,
              applicationArea: row.applicationArea,
            },
      ),
    })),
  };
}

/** Read access to the nine static industry pages of spec 2.8 and their product tables. */
export function createIndustryPages(db: Db) {
  return {
    /** The nine pages by name, for the industries list. */
    async list(): Promise<IndustryPageSummary[]> {
      return db.selectFrom("industry_pages").select(["slug", "name", "summary"]).orderBy("name").execute();
    },

    async page(slug: string): Promise<IndustryPage | undefined> {
      const page = await db
        .selectFrom("industry_pages")
        .select(["slug", "name", "industry", "summary", "about"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!page) return undefined;
      const [sections, rows] = await Promise.all([
        db
          .selectFrom("industry_page_sections")
          .select(["position", "name", "intro"])
          .where("page_slug", "=", slug)
          .orderBy("position")
          .execute(),
        db
          .selectFrom("industry_page_rows")
          .select([
            "section_position",
            "product",
            "chemical_type as chemicalType",
            "activity_percent as activityPercent",
            "application_area as applicationArea",
          ])
          .where("page_slug", "=", slug)
          .orderBy("section_position")
          .orderBy("position")
          .execute(),
      ]);
      return {
        ...page,
        image: industryImage(page.industry),
        about: JSON.parse(page.about) as string[],
        sections: sections.map((section) => ({
          name: section.name,
          intro: section.intro,
          rows: rows
            .filter((row) => row.section_position === section.position)
            .map(({ section_position: _, activityPercent, ...row }) => ({
              ...row,
              // PostgreSQL's `real` may arrive as a string through some drivers; SQLite gives a number.
              activityPercent: activityPercent === null ? null : Number(activityPercent),
            })),
        })),
      };
    },
  };
}

export type IndustryPages = ReturnType<typeof createIndustryPages>;
