import { sql } from "kysely";
import { NEWS_PAGE_SIZE } from "#shared/media/news-page.ts";
import type { Db } from "../db/database.ts";

/** Spec 9: five news items a page; skip = 5 × (page − 1). */

export type NewsItem = {
  id: number;
  name: string;
  /** ISO date, `2024-03-07`. */
  date: string;
  /** Image path under the file base, or null. */
  image: string | null;
  /** Rich text, sanitised before it was stored. */
  description: string;
  /** Alt text of the image; empty when decorative. */
  imageAlt: string;
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
  const newsColumns = ["id", "name", "date", "image", "description", "image_alt as imageAlt"] as const;

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

    /**
     * The page of news that holds `draft` as if it were live (a signed-in editor's preview): the
     * live items without it, with the draft at its place by date. Its page number and the total.
     */
    async newsPageWith(draft: NewsItem, pageSize = NEWS_PAGE_SIZE) {
      const others = db.selectFrom("news_items").where("id", "!=", draft.id);
      const [newer, count] = await Promise.all([
        others
          .select((eb) => eb.fn.countAll<number | string>().as("newer"))
          .where((eb) =>
            eb.or([
              eb("date", ">", draft.date),
              eb.and([eb("date", "=", draft.date), eb("id", ">", draft.id)]),
            ]),
          )
          .executeTakeFirstOrThrow(),
        others.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
      ]);
      const position = Number(newer.newer);
      const page = Math.floor(position / pageSize) + 1;
      const start = (page - 1) * pageSize;
      const items = await others
        .select(newsColumns)
        .orderBy("date", "desc")
        .orderBy("id", "desc")
        .limit(pageSize - 1)
        .offset(start)
        .execute();
      items.splice(position - start, 0, draft);
      return { page, items, total: Number(count.total) + 1 };
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

    /** One live press release, or undefined. */
    async pressRelease(id: number): Promise<PressRelease | undefined> {
      return db
        .selectFrom("press_releases")
        .select(["id", "name", "date", "pdf_name as pdfName"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /** The date of the newest news item and of the newest press release: when their lists last changed. */
    async latestDates(): Promise<{ news: string | undefined; pressReleases: string | undefined }> {
      const [news, release] = await Promise.all([
        db
          .selectFrom("news_items")
          .select((eb) => eb.fn.max("date").as("date"))
          .executeTakeFirst(),
        db
          .selectFrom("press_releases")
          .select((eb) => eb.fn.max("date").as("date"))
          .executeTakeFirst(),
      ]);
      return { news: news?.date ?? undefined, pressReleases: release?.date ?? undefined };
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
