import { sql } from "kysely";
import { NEWS_PAGE_SIZE } from "../../shared/media/news-page.ts";
import type { Db } from "../db/database.ts";

/** Spec 9: five news items a page; skip = 5 × (page − 1). */

export type NewsItem = {
  id: number;
  name: string;
  /** ISO date, `2024-03-07`. */
  date: string;
  /** Image path under the file base, or null. */
  image: string | null;
  /** Rich text, sanitised by the seed before it was stored. */
  description: string;
};

export type PressRelease = {
  id: number;
  name: string;
  date: string;
  /** PDF path under the file base. */
  pdfName: string;
};

/** Read access to news items and press releases, shared by the API and the pages. */
export function createMedia(db: Db) {
  const newsColumns = ["id", "name", "date", "image", "description"] as const;

  return {
    /** One page of news, newest first, and the number of items in all. */
    async newsPage(skip: number, limit = NEWS_PAGE_SIZE): Promise<{ items: NewsItem[]; total: number }> {
      const [items, count] = await Promise.all([
        db
          .selectFrom("news_items")
          .select(newsColumns)
          .orderBy("date", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom("news_items")
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      // PostgreSQL returns bigint counts as strings.
      return { items, total: Number(count.total) };
    },

    /** Where an item sits in the newest-first list (0 for the newest), or undefined when there is no such item. */
    async newsPosition(id: number): Promise<number | undefined> {
      const item = await db
        .selectFrom("news_items")
        .select(["id", "date"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!item) return undefined;
      const newer = await db
        .selectFrom("news_items")
        .select((eb) => eb.fn.countAll<number | string>().as("newer"))
        .where((eb) =>
          eb.or([eb("date", ">", item.date), eb.and([eb("date", "=", item.date), eb("id", ">", item.id)])]),
        )
        .executeTakeFirstOrThrow();
      return Number(newer.newer);
    },

    /** Press releases, newest first: of one year, or of every year when none is given. */
    async pressReleases(year?: number): Promise<PressRelease[]> {
      let query = db.selectFrom("press_releases").select(["id", "name", "date", "pdf_name as pdfName"]);
      // ISO dates compare as text, so a year is a half-open range of strings.
      if (year !== undefined)
        query = query.where("date", ">=", `${year}-01-01`).where("date", "<", `${year + 1}-01-01`);
      return query.orderBy("date", "desc").orderBy("id", "desc").execute();
    },

    /** The years that have press releases, newest first. */
    async pressReleaseYears(): Promise<number[]> {
      const rows = await db
        .selectFrom("press_releases")
        .select(sql<string>`substr(date, 1, 4)`.as("year"))
        .distinct()
        .execute();
      return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
