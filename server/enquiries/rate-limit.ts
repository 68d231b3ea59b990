import type { Db } from "../db/database.ts";

export const RATE_WINDOW_MS = 10 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter per client, kept in the database so every instance counts the same hits
 * (one upsert; SQLite and PostgreSQL both make it atomic).
 */
export function createRateLimit(db: Db, limit: number) {
  return {
    async hit(clientKey: string, now: Date): Promise<RateDecision> {
      const start = Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
      const row = await db
        .insertInto("enquiry_rate_limits")
        .values({ client_key: clientKey, window_start: new Date(start).toISOString(), hits: 1 })
        .onConflict((oc) =>
          oc
            .columns(["client_key", "window_start"])
            .doUpdateSet((eb) => ({ hits: eb("enquiry_rate_limits.hits", "+", 1) })),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      if (Number(row.hits) <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((start + RATE_WINDOW_MS - now.getTime()) / 1000),
      };
    },

    /** Drops counters of windows long gone. */
    async prune(now: Date): Promise<void> {
      const cutOff = new Date(now.getTime() - 2 * RATE_WINDOW_MS).toISOString();
      await db.deleteFrom("enquiry_rate_limits").where("window_start", "<", cutOff).execute();
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;
