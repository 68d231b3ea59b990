import type { Db } from "../db/database.ts";

export const RATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Posts that fail the checks a client may make per window, for each enquiry it may send: 30 at the
 * default limit of 5. Enough for a visitor without JavaScript to correct a form many times, few
 * enough to stop a script probing the validator.
 */
export const REJECTED_PER_ACCEPTED = 6;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window limits per client: a window's count plus the previous window's, weighted by how
 * much of it still overlaps the last RATE_WINDOW_MS, so no burst of twice a limit gets through at a
 * window edge. Accepted enquiries count against `limit`; posts that fail the checks against the
 * higher rejected bound; posts refused by the limit itself not at all, so waiting always frees a
 * client. Counters live in the database, so every instance counts the same posts.
 */
export function createRateLimit(db: Db, limit: number) {
  const rejectedLimit = limit * REJECTED_PER_ACCEPTED;
  const windowOf = (now: Date) => Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const windowKey = (start: number) => new Date(start).toISOString();
  let prunedWindow = 0;

  async function unreserve(clientKey: string, now: Date, rejected: 0 | 1): Promise<void> {
    await db
      .updateTable("enquiry_rate_limits")
      .set((eb) => ({
        hits: eb("enquiry_rate_limits.hits", "-", 1),
        rejected: eb("enquiry_rate_limits.rejected", "+", rejected),
      }))
      .where("client_key", "=", clientKey)
      .where("window_start", "=", windowKey(windowOf(now)))
      .execute();
  }

  return {
    /**
     * Counts the post as an accepted enquiry before it is checked (one atomic upsert, so concurrent
     * posts on any instance cannot all slip under the limit), or refuses it and counts nothing.
     * Call `rejected` with the same time when the post then fails the checks.
     */
    async reserve(clientKey: string, now: Date): Promise<RateDecision> {
      const start = windowOf(now);
      // Counters older than the previous window are never read again: each instance drops them once per window.
      if (prunedWindow !== start) {
        prunedWindow = start;
        await db
          .deleteFrom("enquiry_rate_limits")
          .where("window_start", "<", windowKey(start - RATE_WINDOW_MS))
          .execute();
      }
      const current = await db
        .insertInto("enquiry_rate_limits")
        .values({ client_key: clientKey, window_start: windowKey(start), hits: 1, rejected: 0 })
        .onConflict((oc) =>
          oc
            .columns(["client_key", "window_start"])
            .doUpdateSet((eb) => ({ hits: eb("enquiry_rate_limits.hits", "+", 1) })),
        )
        .returning(["hits", "rejected"])
        .executeTakeFirstOrThrow();
      const previous = await db
        .selectFrom("enquiry_rate_limits")
        .select(["hits", "rejected"])
        .where("client_key", "=", clientKey)
        .where("window_start", "=", windowKey(start - RATE_WINDOW_MS))
        .executeTakeFirst();
      const elapsed = (now.getTime() - start) / RATE_WINDOW_MS;
      // The counts without this post, which is not counted if refused.
      const accepted = { previous: Number(previous?.hits ?? 0), current: Number(current.hits) - 1, elapsed };
      const rejected = {
        previous: Number(previous?.rejected ?? 0),
        current: Number(current.rejected),
        elapsed,
      };
      const waits = [
        ...(slidingCount(accepted) + 1 > limit ? [secondsUntilAllowed(accepted, limit)] : []),
        ...(slidingCount(rejected) + 1 > rejectedLimit ? [secondsUntilAllowed(rejected, rejectedLimit)] : []),
      ];
      if (waits.length === 0) return { allowed: true };
      await unreserve(clientKey, now, 0);
      return { allowed: false, retryAfterSeconds: Math.max(...waits) };
    },

    /** The post reserved at `now` failed the checks: it counts against the rejected bound instead. */
    async rejected(clientKey: string, now: Date): Promise<void> {
      await unreserve(clientKey, now, 1);
    },
  };
}

type WindowCounts = { previous: number; current: number; elapsed: number };

function slidingCount({ previous, current, elapsed }: WindowCounts): number {
  return previous * (1 - elapsed) + current;
}

/** When one more post would be allowed, if the client sends nothing until then. */
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
