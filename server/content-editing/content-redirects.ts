import type { Transaction } from "kysely";
import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { redirectKey } from "../http/redirects.ts";

/**
 * Records that an item's address moved from `from` to `to`, keeping every redirect one hop:
 * the new address stops redirecting (it is live now), redirects that pointed at the old address
 * now point at the new one, and a redirect back to where one came from is dropped (no loops).
 */
export async function pointRedirects(
  tx: Transaction<Database>,
  from: string | null,
  to: string,
  now: Date,
): Promise<void> {
  await tx.deleteFrom("content_redirects").where("from_path", "=", to).execute();
  if (from === null || from === to) return;
  await tx.updateTable("content_redirects").set({ to_path: to }).where("to_path", "=", from).execute();
  await tx
    .insertInto("content_redirects")
    .values({ from_path: from, to_path: to, origin: "slug", created_at: now.toISOString(), created_by: null })
    .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_path: to }))
    .execute();
}

/** The content redirects (slug changes' and editors'), keyed as `redirectKey` spells a path, read once per content version (every change to them bumps it). */
export function createContentRedirects(db: Db, contentVersion: ContentVersion) {
  // Not perContentVersion: `fresh()` answers synchronously, so the table itself is kept, not a promise.
  let loaded: { version: string; targets: Map<string, string> } | undefined;
  let pending: Promise<Map<string, string>> | undefined;

  async function load(version: string): Promise<Map<string, string>> {
    const rows = await db.selectFrom("content_redirects").select(["from_path", "to_path"]).execute();
    const targets = new Map(rows.map((row) => [redirectKey(row.from_path), row.to_path]));
    loaded = { version, targets };
    return targets;
  }

  return {
    /** The table when it is known to be current, else undefined (call `targets`). */
    fresh(): Map<string, string> | undefined {
      const version = contentVersion.fresh();
      return version !== undefined && loaded?.version === version ? loaded.targets : undefined;
    },
    async targets(): Promise<Map<string, string>> {
      const version = await contentVersion.current();
      if (loaded?.version === version) return loaded.targets;
      pending ??= load(version).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

export type ContentRedirects = ReturnType<typeof createContentRedirects>;
