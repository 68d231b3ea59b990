import {
  HOME_KEY,
  type HomeBanner,
  type KeyFigure,
  keyFigureData,
  type Slide,
  slideData,
} from "#shared/home/home-banner.ts";
import type { Db } from "../db/database.ts";

/** Read access to the home page's banner: its slides and counters, as published in the console. */
export function createHomePage(db: Db) {
  return {
    /** No slides and no counters while the page's banner is unpublished: the page still renders. */
    async record(): Promise<{ slides: Slide[]; counters: KeyFigure[] }> {
      const row = await db
        .selectFrom("home_page")
        .select(["slides", "counters"])
        .where("key", "=", HOME_KEY)
        .executeTakeFirst();
      return {
        slides: row ? (JSON.parse(row.slides) as Slide[]) : [],
        counters: row ? (JSON.parse(row.counters) as KeyFigure[]) : [],
      };
    },
  };
}

/** Slides and counters as the page's hydration data carries them (tuples, decision 078). */
export function bannerOf(record: { slides: Slide[]; counters: KeyFigure[] }): HomeBanner {
  return { slides: record.slides.map(slideData), counters: record.counters.map(keyFigureData) };
}

export type HomePage = ReturnType<typeof createHomePage>;
