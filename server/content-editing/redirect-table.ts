import { sql, type Transaction } from "kysely";
import {
  REDIRECT_MESSAGES,
  type RedirectField,
  RedirectFormSchema,
  type RedirectOrigin,
} from "#shared/content-editing/redirect-form.ts";
import { unprefixedPath } from "#shared/i18n/locales.ts";
import { bumpContentVersion, type ContentVersion } from "../content-version.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import {
  addressRedirectKey,
  lowerCasePageAddress,
  type RedirectRow,
  readRedirects,
  redirectKey,
} from "../http/redirects.ts";
import { isReservedAddress } from "../http/reserved-addresses.ts";
import type { AuditLog } from "../staff/audit-log.ts";
import type { Editor } from "./content-editing.ts";

export type ListedRedirect = {
  from: string;
  to: string;
  origin: RedirectOrigin;
  createdAt: string | null;
  createdBy: string | null;
};

export type RedirectWriteResult =
  | { ok: true; from: string; to: string; via: string | null }
  | { error: "invalid"; errors: Partial<Record<RedirectField, string>> }
  | { error: "not-found" };

/** Lock key that makes two editors' redirect writes on PostgreSQL happen one after the other. */
const REDIRECT_LOCK = 72178;

class Refused extends Error {
  readonly errors: Partial<Record<RedirectField, string>>;
  constructor(errors: Partial<Record<RedirectField, string>>) {
    super("redirect refused");
    this.errors = errors;
  }
}

type Stored =
  | {
      ok: true;
      from: string;
      to: string;
      via: string | null;
      previous: { from_path: string; to_path: string } | undefined;
    }
  | { error: "not-found" };

/** A site address split into its path and the query and fragment that follow it. */
function splitAddress(address: string): { path: string; rest: string } {
  const at = address.search(/[?#]/);
  return at === -1 ? { path: address, rest: "" } : { path: address.slice(0, at), rest: address.slice(at) };
}

/**
 * Where a request for `target` ends up after one more hop: the hop's target, keeping the target's
 * own query when the hop has none (the redirect hooks pass the query on) and its fragment.
 */
function throughHop(hop: string, rest: string): string {
  const hash = rest.includes("#") ? rest.slice(rest.indexOf("#")) : "";
  const query = rest.startsWith("?") ? rest.slice(0, rest.length - hash.length) : "";
  return `${hop}${hop.includes("?") ? "" : query}${hop.includes("#") ? "" : hash}`;
}

/**
 * The console's redirect table (decision 079): the fixed redirects of the site specification
 * (read-only), the slug changes' and the editors' own, which editors add, change and delete. Every
 * redirect stays one hop: a new one leading to an address that redirects is stored straight to
 * that redirect's target, one leading back to its own source is refused, and those that led to the
 * new source are re-pointed (as `pointRedirects` does for a slug change). A write bumps the content
 * version in its transaction, so every instance redirects within a second; each is audited.
 */
export function createRedirectTable(options: {
  database: DatabaseHandle;
  contentVersion: ContentVersion;
  audit: AuditLog;
  /** Every address a live page answers at (the sitemap's, and the pages it leaves out). */
  livePaths: () => Promise<string[]>;
  fixed?: RedirectRow[];
}) {
  const { database, contentVersion, audit, livePaths } = options;
  const { db } = database;
  const fixed = options.fixed ?? readRedirects();
  const fixedTargets = new Map(fixed.map((row) => [redirectKey(row.from), row.to]));
  const fixedDestinations = new Set(fixed.map((row) => addressRedirectKey(splitAddress(row.to).path)));

  async function checkSource(
    tx: Transaction<Database>,
    from: string,
    replacing: string | null,
    live: readonly string[],
  ) {
    if (isReservedAddress(from)) throw new Refused({ from: REDIRECT_MESSAGES.reserved });
    if (fixedTargets.has(from)) throw new Refused({ from: REDIRECT_MESSAGES.fixed });
    if (live.some((path) => addressRedirectKey(path) === from))
      throw new Refused({ from: REDIRECT_MESSAGES.live });
    if (from !== replacing) {
      const taken = await tx
        .selectFrom("content_redirects")
        .select("from_path")
        .where("from_path", "=", from)
        .executeTakeFirst();
      if (taken) throw new Refused({ from: REDIRECT_MESSAGES.taken });
    }
    if (fixedDestinations.has(from)) throw new Refused({ from: REDIRECT_MESSAGES.fixedChain });
  }

  /**
   * The target to store: one hop from `from`, never back to it; `via` names a redirect skipped. A path
   * loses its language prefix, since each request is sent to the target in its own language: `/x` →
   * `/de/x` is `/x` → `/x` for English and `/de/x` → `/de/x` for German.
   */
  async function resolveTarget(
    tx: Transaction<Database>,
    from: string,
    to: string,
    replacing: string | null,
  ) {
    if (!to.startsWith("/")) return { to, via: null };
    const { path, rest } = splitAddress(to);
    const target = `${unprefixedPath(lowerCasePageAddress(path) ?? path)}${rest}`;
    const key = addressRedirectKey(path);
    if (key === from) throw new Refused({ to: REDIRECT_MESSAGES.self });
    const content =
      key === replacing
        ? undefined
        : await tx
            .selectFrom("content_redirects")
            .select("to_path")
            .where("from_path", "=", key)
            .executeTakeFirst();
    const hop = fixedTargets.get(key) ?? content?.to_path;
    if (hop === undefined) return { to: target, via: null };
    const through = throughHop(hop, rest);
    if (through.startsWith("/") && addressRedirectKey(splitAddress(through).path) === from)
      throw new Refused({ to: REDIRECT_MESSAGES.loop });
    return { to: through, via: path };
  }

  async function locked<Value>(body: (tx: Transaction<Database>) => Promise<Value>): Promise<Value> {
    return db.transaction().execute(async (tx) => {
      if (database.dialect === "postgres")
        await sql`select pg_advisory_xact_lock(${REDIRECT_LOCK})`.execute(tx);
      return body(tx);
    });
  }

  async function editorRow(tx: Transaction<Database>, from: string) {
    return tx
      .selectFrom("content_redirects")
      .select(["from_path", "to_path"])
      .where("from_path", "=", redirectKey(from))
      .where("origin", "=", "editor")
      .executeTakeFirst();
  }

  /** Stores `input` as an editor's redirect, in place of the one from `replacing` when given. */
  async function store(
    replacing: string | null,
    input: unknown,
    editor: Editor,
  ): Promise<RedirectWriteResult> {
    const parsed = RedirectFormSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<RedirectField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as RedirectField;
        errors[field] ??= issue.message;
      }
      return { error: "invalid", errors };
    }
    // Stored as requests for it are matched, or it would be a row that never answers (`/de/x`, `/%73taff`).
    const from = addressRedirectKey(parsed.data.from);
    const now = new Date();
    // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
    const live = await livePaths();
    try {
      const result = await locked<Stored>(async (tx) => {
        const previous = replacing === null ? undefined : await editorRow(tx, replacing);
        if (replacing !== null && !previous) return { error: "not-found" };
        const replaced = previous?.from_path ?? null;
        await checkSource(tx, from, replaced, live);
        const { to, via } = await resolveTarget(tx, from, parsed.data.to, replaced);
        if (replaced !== null)
          await tx.deleteFrom("content_redirects").where("from_path", "=", replaced).execute();
        await tx
          .insertInto("content_redirects")
          .values({
            from_path: from,
            to_path: to,
            origin: "editor",
            created_at: now.toISOString(),
            created_by: editor.email,
          })
          .execute();
        await tx.updateTable("content_redirects").set({ to_path: to }).where("to_path", "=", from).execute();
        await bumpContentVersion(tx, now);
        return { ok: true, from, to, via, previous };
      });
      if (!("ok" in result)) return result;
      contentVersion.invalidate();
      await audit.record({
        kind: result.previous ? "redirect-changed" : "redirect-added",
        actor: { id: editor.id ?? null, email: editor.email },
        subject: from,
        address: editor.address,
        detail: result.previous
          ? { from: result.previous.from_path, to: result.to, before: result.previous.to_path }
          : { to: result.to },
      });
      return { ok: true, from: result.from, to: result.to, via: result.via };
    } catch (error) {
      if (error instanceof Refused) return { error: "invalid", errors: error.errors };
      throw error;
    }
  }

  return {
    /** Every redirect: the fixed ones first, then the content ones, each by its old address. */
    async list(): Promise<ListedRedirect[]> {
      const rows = await db.selectFrom("content_redirects").selectAll().orderBy("from_path").execute();
      return [
        ...fixed.map((row) => ({
          from: row.from,
          to: row.to,
          origin: "fixed" as const,
          createdAt: null,
          createdBy: null,
        })),
        ...rows.map((row) => ({
          from: row.from_path,
          to: row.to_path,
          origin: row.origin,
          createdAt: row.created_at,
          createdBy: row.created_by,
        })),
      ];
    },

    add: (input: unknown, editor: Editor) => store(null, input, editor),

    /** Changes an editor's redirect (its old address, its new one or both). */
    change: (from: string, input: unknown, editor: Editor) => store(from, input, editor),

    /** Deletes an editor's redirect; the fixed ones and the slug changes' are not theirs to delete. */
    async remove(from: string, editor: Editor): Promise<RedirectWriteResult> {
      const now = new Date();
      const removed = await locked(async (tx) => {
        const row = await editorRow(tx, from);
        if (!row) return undefined;
        await tx.deleteFrom("content_redirects").where("from_path", "=", row.from_path).execute();
        await bumpContentVersion(tx, now);
        return row;
      });
      if (!removed) return { error: "not-found" };
      contentVersion.invalidate();
      await audit.record({
        kind: "redirect-deleted",
        actor: { id: editor.id ?? null, email: editor.email },
        subject: removed.from_path,
        address: editor.address,
        detail: { to: removed.to_path },
      });
      return { ok: true, from: removed.from_path, to: removed.to_path, via: null };
    },
  };
}

export type RedirectTable = ReturnType<typeof createRedirectTable>;
