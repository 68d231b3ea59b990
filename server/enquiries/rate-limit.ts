import type { Db } from "../db/database.ts";

export const RATE_WINDOW_MS = 10 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window limit per client: this window's hits plus the previous window's, weighted by how
 * much of it still overlaps the last RATE_WINDOW_MS. Unlike a plain fixed window it lets no burst of
 * twice the limit through at a window edge. Counters live in the database, so every instance counts
 * the same hits (one atomic upsert on SQLite and PostgreSQL); refused hits count too.
 */
export function createRateLimit(db: Db, limit: number) {
  return {
    async hit(clientKey: string, now: Date): Promise<RateDecision> {
      const start = Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
      const current = await db
        .insertInto("enquiry_rate_limits")
        .values({ client_key: clientKey, window_start: new Date(start).toISOString(), hits: 1 })
        .onConflict((oc) =>
          oc
            .columns(["client_key", "window_start"])
            .doUpdateSet((eb) => ({ hits: eb("enquiry_rate_limits.hits", "+", 1) })),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      const previous = await db
        .selectFrom("enquiry_rate_limits")
        .select("hits")
        .where("client_key", "=", clientKey)
        .where("window_start", "=", new Date(start - RATE_WINDOW_MS).toISOString())
        .executeTakeFirst();
      const counts = {
        previous: Number(previous?.hits ?? 0),
        current: Number(current.hits),
        elapsed: (now.getTime() - start) / RATE_WINDOW_MS,
      };
      if (slidingCount(counts, counts.elapsed) <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: secondsUntilAllowed(counts, limit) };
    },

    /** Drops counters of windows long gone. */
    async prune(now: Date): Promise<void> {
      const cutOff = new Date(now.getTime() - 2 * RATE_WINDOW_MS).toISOString();
      await db.deleteFrom("enquiry_rate_limits").where("window_start", "<", cutOff).execute();
    },
  };
}

type WindowCounts = { previous: number; current: number; elapsed: number };

function slidingCount({ previous, current }: WindowCounts, fraction: number): number {
  return previous * (1 - fraction) + current;
}

/** When one more hit would be allowed, if the client sends nothing until then. */
export function secondsUntilAllowed(counts: WindowCounts, limit: number): number {
  const { previous, current, elapsed } = counts;
  let wait: number;
  const roomThisWindow = limit - current - 1;
  const fractionThisWindow = previous === 0 ? elapsed : 1 - roomThisWindow / previous;
  if (roomThisWindow >= 0 && fractionThisWindow < 1) {
    wait = Math.max(fractionThisWindow, elapsed) - elapsed;
  } else {
    // In the next window this one is the previous, weighted down as time passes.
    wait = 1 - elapsed + Math.max(0, 1 - (limit - 1) / current);
  }
  return Math.max(1, Math.ceil((wait * RATE_WINDOW_MS) / 1000));
}
