import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "./db/database.ts";
import type { Database } from "./db/schema.ts";

/** How stale an instance's idea of the content version may be; bounds cross-instance invalidation. */
export const CONTENT_VERSION_TTL_MS = 1_000;

/**
 * The version stamp the seed writes whenever content changes. Caches key on it,
 * so a change made through any instance reaches every instance within a second.
 */
export function createContentVersion(db: Db, ttlMs = CONTENT_VERSION_TTL_MS) {
  let value = "";
  let checkedAt = 0;
  let pending: Promise<string> | undefined;

  async function read(): Promise<string> {
    const row = await db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "content_version")
      .executeTakeFirst();
    value = row?.value ?? "";
    checkedAt = Date.now();
    return value;
  }

  return {
    /** The version when it was read within the last `ttlMs`; otherwise undefined (call `current`). */
    fresh(): string | undefined {
      return Date.now() - checkedAt < ttlMs ? value : undefined;
    },
    /** Forget the version read, so this instance sees its own change at once rather than within the TTL. */
    invalidate(): void {
      checkedAt = 0;
    },
    async current(): Promise<string> {
      if (Date.now() - checkedAt < ttlMs) return value;
      pending ??= read().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

export type ContentVersion = ReturnType<typeof createContentVersion>;

/**
 * `load`'s result, computed once per content version: callers within one version share it, and
 * callers while it is computed share that one computation.
 */
export function perContentVersion<T>(
  contentVersion: ContentVersion,
  load: () => Promise<T>,
): () => Promise<T> {
  let cached: { version: string; value: Promise<T> } | undefined;
  return async () => {
    const version = await contentVersion.current();
    if (cached?.version !== version) {
      const value = load();
      cached = { version, value };
      // A failed computation is not kept: the next caller tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/**
 * Writes a new content version (inside the transaction that changed content): every cache keyed
 * on it, on every instance, is stale from the next read. Unique even for two changes in one millisecond.
 */
export async function bumpContentVersion(db: Kysely<Database>, now = new Date()): Promise<void> {
  const value = `${now.toISOString()}/${randomUUID().slice(0, 8)}`;
  await db
    .insertInto("site_meta")
    .values({ key: "content_version", value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
