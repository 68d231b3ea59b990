import { isDeepStrictEqual } from "node:util";
import { sql, type Transaction } from "kysely";
import { changedFields, changeSummary } from "#shared/content-editing/changes.ts";
import type { RevisionAction } from "#shared/content-editing/revisions.ts";
import { type ContentStatus, type ShownStatus, shownStatus } from "#shared/content-editing/status.ts";
import type { AuditKind } from "#shared/staff/audit-kinds.ts";
import { bumpContentVersion, type ContentVersion } from "../content-version.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { AuditLog } from "../staff/audit-log.ts";
import { moveTranslations } from "../translations/move-translations.ts";
import type { AnyContentKind, EditableRecord } from "./content-kind.ts";
import { pointRedirects } from "./content-redirects.ts";
import { type ContentUse, contentUses } from "./content-uses.ts";
import type { ContentEntriesTable, ContentRevisionsTable } from "./tables.ts";

/** Who acts: a signed-in person, or the schedule acting for whoever scheduled the publish. */
export type Editor = { id?: string | undefined; email: string; address?: string | undefined };

export type EntrySummary = {
  key: string;
  title: string;
  /** What the editor works on, for a list that needs more than the title (a product's address). */
  working: EditableRecord;
  status: ShownStatus;
  hasDraft: boolean;
  publishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type Entry = {
  key: string;
  status: ContentStatus;
  shown: ShownStatus;
  version: number;
  /** What is live, or null. */
  published: EditableRecord | null;
  /** Unpublished changes, or null. */
  draft: EditableRecord | null;
  /** What the editor works on: the draft when there is one, else the live record. */
  working: EditableRecord;
  publishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type Revision = {
  version: number;
  action: RevisionAction;
  summary: string;
  actorEmail: string | null;
  at: string;
  /** Whether it holds a record that can be restored. */
  restorable: boolean;
  /** The record it holds: none for a take-down. */
  record: EditableRecord | null;
};

/** A publish done or scheduled, with what its audit entry records. */
export type Published = {
  key: string;
  version: number;
  summary: string;
  scheduledFor: string | null;
  auditDetail: Record<string, string>;
};

/** A draft kept; `unchanged` when it was what the item already held, so nothing was written. */
export type SavedDraft = { key: string; version: number; summary: string; unchanged: boolean };

/** What someone else changed since the version a refused write was based on. */
export type Conflict = { error: "conflict"; fields: string[]; by: string[]; version: number };

export type EditResult<Value> =
  | ({ ok: true } & Value)
  | Conflict
  | { error: "not-found" }
  | { error: "nothing-to-publish" }
  | { error: "fixed"; reason: string };

/** How a draft is saved: by the person's button, or by the editor's autosave while they type. */
export type SaveOptions = { autosave?: boolean };

/** How long after a person's draft save their autosaves still fold into its revision. */
const AUTOSAVE_FOLD_MS = 15 * 60_000;
const CREATED = "Created";

class ConflictError extends Error {}

const parseJson = (text: string | null): EditableRecord | null =>
  text === null ? null : (JSON.parse(text) as EditableRecord);

/** Whether two records hold the same values, compared as stored: key order and undefined fields aside. */
const sameRecord = (a: EditableRecord, b: EditableRecord | null): boolean =>
  b !== null && isDeepStrictEqual(JSON.parse(JSON.stringify(a)), b);
const REVISION_COLUMNS = ["version", "action", "summary", "actor_email", "at", "data"] as const;

function toRevision(row: Pick<ContentRevisionsTable, (typeof REVISION_COLUMNS)[number]>): Revision {
  return {
    version: row.version,
    action: row.action,
    summary: row.summary,
    actorEmail: row.actor_email,
    at: row.at,
    restorable: row.data !== null,
    record: parseJson(row.data),
  };
}

/**
 * The content-editing engine (decision 040), generic over the kinds of its registry: drafts, publish
 * (now or at a time), unpublish, revisions and restore, optimistic concurrency, slug redirects. Every
 * change to what is live bumps the content version in the same transaction, so every cache on every
 * instance follows within a second; every write goes to the audit log.
 */
export function createContentEditing(options: {
  database: DatabaseHandle;
  kinds: readonly AnyContentKind[];
  audit: AuditLog;
  contentVersion: ContentVersion;
}) {
  const { database, audit, contentVersion } = options;
  const { db } = database;
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));

  function kindOf(name: string): AnyContentKind {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`no content kind ${name}`);
    return kind;
  }

  function toEntry(kind: AnyContentKind, row: ContentEntriesTable): Entry {
    const published = parseJson(row.published);
    const draft = parseJson(row.draft);
    const working = draft ?? published;
    if (!working) throw new Error(`${kind.name} ${row.item_key} holds no record`);
    return {
      key: row.item_key,
      status: row.status,
      shown: shownStatus(row.status, row.publish_at),
      version: row.version,
      published,
      draft,
      working,
      publishAt: row.publish_at,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  }

  async function readRow(tx: Transaction<Database> | typeof db, kind: string, key: string) {
    return tx
      .selectFrom("content_entries")
      .selectAll()
      .where("kind", "=", kind)
      .where("item_key", "=", key)
      .executeTakeFirst();
  }

  /**
   * Moves the entry from `baseVersion` to the next version, or throws ConflictError when someone
   * else wrote it meanwhile. First in each write's transaction: on PostgreSQL the row lock it takes
   * makes a second instance's write wait, then find the version moved on.
   */
  async function claim(
    tx: Transaction<Database>,
    kind: string,
    key: string,
    baseVersion: number,
    changes: Partial<ContentEntriesTable>,
    editor: Editor,
    now: Date,
  ): Promise<number> {
    const result = await tx
      .updateTable("content_entries")
      .set({
        ...changes,
        version: sql<number>`version + 1`,
        updated_at: now.toISOString(),
        updated_by: editor.email,
      })
      .where("kind", "=", kind)
      .where("item_key", "=", key)
      .where("version", "=", baseVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ConflictError();
    return baseVersion + 1;
  }

  async function addRevision(
    tx: Transaction<Database>,
    kind: string,
    key: string,
    version: number,
    action: RevisionAction,
    data: EditableRecord | null,
    summary: string,
    editor: Editor | null,
    now: Date,
  ) {
    await tx
      .insertInto("content_revisions")
      .values({
        kind,
        item_key: key,
        version,
        action,
        data: data === null ? null : JSON.stringify(data),
        summary,
        actor_email: editor?.email ?? null,
        at: now.toISOString(),
      })
      .execute();
  }

  /** A new item's key and its record as posted, cleaned; nothing is written yet. */
  async function newRecord(tx: Transaction<Database>, kind: AnyContentKind, input: unknown) {
    const taken = await tx
      .selectFrom("content_entries")
      .select("item_key")
      .where("kind", "=", kind.name)
      .execute();
    const key = await kind.newKey(
      tx,
      taken.map((row) => row.item_key),
      input,
    );
    return { key, record: kind.clean(kind.schema.parse(kind.withKey(input, key))) };
  }

  /** A new item's entry at version 1. */
  async function insertEntry(
    tx: Transaction<Database>,
    kind: AnyContentKind,
    key: string,
    columns: Pick<ContentEntriesTable, "status"> & Partial<ContentEntriesTable>,
    editor: Editor,
    now: Date,
  ) {
    await tx
      .insertInto("content_entries")
      .values({
        kind: kind.name,
        item_key: key,
        published: null,
        draft: null,
        publish_at: null,
        scheduled_by: null,
        ...columns,
        version: 1,
        updated_at: now.toISOString(),
        updated_by: editor.email,
      })
      .execute();
  }

  /**
   * An autosave that follows the same person's own draft save of the last few minutes, with nothing
   * in between, moves that revision on to `version` with the new draft instead of adding one: typing
   * for ten minutes is one entry in the history, not a hundred. Answers the moved revision's summary
   * (what changed since the revision before it), or null when a new revision is due.
   */
  async function foldAutosave(
    tx: Transaction<Database>,
    kind: AnyContentKind,
    key: string,
    baseVersion: number,
    version: number,
    draft: EditableRecord,
    editor: Editor,
    now: Date,
  ): Promise<string | null> {
    const [last, before] = await tx
      .selectFrom("content_revisions")
      .select(["version", "action", "actor_email", "at", "data"])
      .where("kind", "=", kind.name)
      .where("item_key", "=", key)
      .orderBy("version", "desc")
      .limit(2)
      .execute();
    const recent = last && now.getTime() - Date.parse(last.at) <= AUTOSAVE_FOLD_MS;
    if (!last || last.version !== baseVersion || last.action !== "save" || !recent) return null;
    if (last.actor_email !== editor.email) return null;
    // The item's first revision stays its creation, however long the first draft was typed.
    const summary = before
      ? changeSummary(changedFields(kind.fields, parseJson(before.data), draft))
      : CREATED;
    await tx
      .updateTable("content_revisions")
      .set({ version, data: JSON.stringify(draft), summary, at: now.toISOString() })
      .where("kind", "=", kind.name)
      .where("item_key", "=", key)
      .where("version", "=", last.version)
      .execute();
    return summary;
  }

  /** What changed since `baseVersion`, for the message of a refused write. */
  async function conflictOf(kind: AnyContentKind, key: string, baseVersion: number): Promise<Conflict> {
    const row = await readRow(db, kind.name, key);
    const revisions = await db
      .selectFrom("content_revisions")
      .select(["version", "data", "actor_email"])
      .where("kind", "=", kind.name)
      .where("item_key", "=", key)
      .orderBy("version")
      .execute();
    const base = revisions.filter((revision) => revision.version <= baseVersion).at(-1);
    const later = revisions.filter((revision) => revision.version > baseVersion);
    const current = row ? toEntry(kind, row).working : null;
    return {
      error: "conflict",
      fields: changedFields(kind.fields, parseJson(base?.data ?? null), current),
      by: [...new Set(later.map((revision) => revision.actor_email ?? "the schedule"))],
      version: row?.version ?? baseVersion,
    };
  }

  /** Runs a write; a version that moved on becomes a Conflict answer, after the transaction rolled back. */
  async function write<Value>(
    kind: AnyContentKind,
    key: string,
    baseVersion: number,
    body: (tx: Transaction<Database>) => Promise<EditResult<Value>>,
  ): Promise<EditResult<Value>> {
    try {
      return await db.transaction().execute(body);
    } catch (error) {
      if (error instanceof ConflictError) return conflictOf(kind, key, baseVersion);
      throw error;
    }
  }

  async function record(kind: AuditKind, editor: Editor, subject: string, detail: Record<string, string>) {
    await audit.record({
      kind,
      actor: { id: editor.id ?? null, email: editor.email },
      subject,
      address: editor.address,
      detail,
    });
  }

  function changedLive() {
    // This instance sees its own publish at once; the others within the version's TTL.
    contentVersion.invalidate();
  }

  /** The record the item last had live, also when it has been taken down since. */
  async function lastLive(tx: Transaction<Database>, kind: string, key: string) {
    const row = await tx
      .selectFrom("content_revisions")
      .select("data")
      .where("kind", "=", kind)
      .where("item_key", "=", key)
      .where("action", "in", ["seed", "publish"])
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    return parseJson(row?.data ?? null);
  }

  /**
   * Moves the item's translations when `next` changes the key they are stored under (decision 082);
   * compared with what it last had live, as a take-down leaves them where they were. The audit
   * detail says what moved, or nothing when nothing did.
   */
  async function followTranslations(
    tx: Transaction<Database>,
    kind: AnyContentKind,
    key: string,
    previous: EditableRecord | null,
    next: EditableRecord,
  ): Promise<Record<string, string>> {
    if (!kind.translations) return {};
    const last = previous ?? (await lastLive(tx, kind.name, key));
    if (!last) return {};
    const from = kind.translations.keyOf(last);
    const to = kind.translations.keyOf(next);
    if (from === to) return {};
    const { moved, replaced } = await moveTranslations(tx, kind.translations.kind, from, to);
    return {
      translations: `${moved.join(", ") || "none"} moved from ${from} to ${to}`,
      ...(replaced.length > 0 ? { replacedTranslations: `${replaced.join(", ")} formerly at ${to}` } : {}),
    };
  }

  /**
   * Makes `record` live inside `tx`: rows, redirects from a changed address, translations to a changed
   * key, revision, content version. Answers the revision's summary and the audit entry's detail.
   */
  async function goLive(
    tx: Transaction<Database>,
    kind: AnyContentKind,
    key: string,
    previous: EditableRecord | null,
    next: EditableRecord,
    version: number,
    editor: Editor,
    now: Date,
  ): Promise<{ summary: string; auditDetail: Record<string, string> }> {
    await kind.apply(tx, next);
    const from = previous ? kind.publicPath(previous) : null;
    await pointRedirects(tx, from, kind.publicPath(next), now);
    const translations = await followTranslations(tx, kind, key, previous, next);
    const summary = changeSummary(changedFields(kind.fields, previous, next));
    await addRevision(tx, kind.name, key, version, "publish", next, summary, editor, now);
    await bumpContentVersion(tx, now);
    return { summary, auditDetail: { summary, ...translations } };
  }

  const engine = {
    kinds: [...kinds.values()],
    kind: (name: string) => kinds.get(name),

    /**
     * The other items whose live record, draft or translation names the item's public address (a
     * link in rich text, a related page): what would point at nothing once it is taken down.
     */
    async linksTo(kindName: string, key: string): Promise<ContentUse[]> {
      const kind = kindOf(kindName);
      const row = await readRow(db, kind.name, key);
      const live = row ? toEntry(kind, row).published : null;
      if (!live) return [];
      const path = kind.publicPath(live);
      // The address as a whole: a field's value, a link's href (quoted inside JSON), with a fragment or query.
      const needles = ['"', '\\"', "#", "?"].map((end) => `${path}${end}`);
      const uses = (await contentUses(db, [...kinds.values()], needles)).values();
      const self = kind.titleOf(live);
      const seen = new Set<string>();
      return [...uses].flat().filter((use) => {
        const id = `${use.kind}\u0000${use.title}\u0000${use.where.join()}`;
        if ((use.kind === kind.label && use.title === self) || seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    },

    async list(kindName: string): Promise<EntrySummary[]> {
      const kind = kindOf(kindName);
      const rows = await db.selectFrom("content_entries").selectAll().where("kind", "=", kind.name).execute();
      return rows
        .map((row) => {
          const entry = toEntry(kind, row);
          return {
            key: entry.key,
            title: kind.titleOf(entry.working),
            working: entry.working,
            status: entry.shown,
            hasDraft: entry.draft !== null,
            publishAt: entry.publishAt,
            updatedAt: entry.updatedAt,
            updatedBy: entry.updatedBy,
          };
        })
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.key.localeCompare(a.key));
    },

    /** The key of the item whose draft or live record matches: a product found by its address. */
    async findKey(kindName: string, match: (record: EditableRecord) => boolean): Promise<string | undefined> {
      const rows = await db
        .selectFrom("content_entries")
        .select(["item_key", "draft", "published"])
        .where("kind", "=", kindOf(kindName).name)
        .execute();
      const found = (field: "draft" | "published") =>
        rows.find((row) => {
          const record = parseJson(row[field]);
          return record !== null && match(record);
        });
      return (found("draft") ?? found("published"))?.item_key;
    },

    async get(kindName: string, key: string): Promise<Entry | undefined> {
      const kind = kindOf(kindName);
      const row = await readRow(db, kind.name, key);
      return row ? toEntry(kind, row) : undefined;
    },

    /** Whether the item was live once and has been taken down (its address then answers 410). */
    async isWithdrawn(kindName: string, key: string): Promise<boolean> {
      const row = await readRow(db, kindName, key);
      return row?.status === "unpublished";
    },

    async history(kindName: string, key: string): Promise<Revision[]> {
      const rows = await db
        .selectFrom("content_revisions")
        .select(REVISION_COLUMNS)
        .where("kind", "=", kindName)
        .where("item_key", "=", key)
        .orderBy("version", "desc")
        .execute();
      return rows.map(toRevision);
    },

    /** One revision of the item, or undefined when it has no such version. */
    async revision(kindName: string, key: string, version: number): Promise<Revision | undefined> {
      const row = await db
        .selectFrom("content_revisions")
        .select(REVISION_COLUMNS)
        .where("kind", "=", kindName)
        .where("item_key", "=", key)
        .where("version", "=", version)
        .executeTakeFirst();
      return row ? toRevision(row) : undefined;
    },

    /**
     * Keeps `input` as the item's draft (a new item when `key` is null); the public site is unchanged.
     * Refused when the item moved on from `baseVersion`.
     */
    async save(
      kindName: string,
      key: string | null,
      input: unknown,
      baseVersion: number,
      editor: Editor,
      now = new Date(),
      options: SaveOptions = {},
    ): Promise<EditResult<SavedDraft>> {
      const kind = kindOf(kindName);
      if (key === null) {
        const result = await db.transaction().execute(async (tx) => {
          const { key: newKey, record: draft } = await newRecord(tx, kind, input);
          await insertEntry(tx, kind, newKey, { status: "draft", draft: JSON.stringify(draft) }, editor, now);
          await addRevision(tx, kind.name, newKey, 1, "save", draft, CREATED, editor, now);
          return { ok: true as const, key: newKey, version: 1, summary: CREATED, unchanged: false };
        });
        await record("content-saved", editor, `${kind.name}/${result.key}`, { summary: result.summary });
        return result;
      }
      const result = await write<SavedDraft & { folded: boolean }>(kind, key, baseVersion, async (tx) => {
        const row = await readRow(tx, kind.name, key);
        if (!row) return { error: "not-found" };
        if (row.version !== baseVersion) throw new ConflictError();
        const entry = toEntry(kind, row);
        const draft = kind.clean(kind.schema.parse(kind.withKey(input, key)));
        // A save that changes nothing is no act: no revision, no audit entry, the version stays.
        if (sameRecord(draft, entry.working)) {
          return {
            ok: true,
            key,
            version: row.version,
            summary: changeSummary([]),
            unchanged: true,
            folded: false,
          };
        }
        const version = await claim(
          tx,
          kind.name,
          key,
          baseVersion,
          { draft: JSON.stringify(draft) },
          editor,
          now,
        );
        const folded = options.autosave
          ? await foldAutosave(tx, kind, key, baseVersion, version, draft, editor, now)
          : null;
        if (folded !== null)
          return { ok: true, key, version, summary: folded, unchanged: false, folded: true };
        const summary = changeSummary(changedFields(kind.fields, entry.working, draft));
        await addRevision(tx, kind.name, key, version, "save", draft, summary, editor, now);
        return { ok: true, key, version, summary, unchanged: false, folded: false };
      });
      if (!("ok" in result)) return result;
      // A run of autosaves is one act: its first save is audited, the rest only move its revision on.
      if (!result.unchanged && !result.folded)
        await record("content-saved", editor, `${kind.name}/${key}`, { summary: result.summary });
      const { folded: _folded, ...saved } = result;
      return saved;
    },

    /**
     * Makes the draft live now, or schedules it when `at` is in the future (`publishDue` then
     * publishes it). Publishing an item without a draft re-publishes what it last had live. With
     * `input` (the editor's Publish), the posted fields are what goes live, a new item when `key` is
     * null: one act, one revision, no draft saved first.
     */
    async publish(
      kindName: string,
      key: string | null,
      baseVersion: number,
      editor: Editor,
      options: { at?: Date | undefined; now?: Date; input?: unknown } = {},
    ): Promise<EditResult<Published>> {
      const kind = kindOf(kindName);
      const now = options.now ?? new Date();
      const scheduled = options.at && options.at.getTime() > now.getTime() ? options.at.toISOString() : null;
      const scheduledSummary = `Scheduled to go live at ${scheduled}`;
      function scheduledResult(itemKey: string, version: number): EditResult<Published> {
        return {
          ok: true,
          key: itemKey,
          version,
          summary: scheduledSummary,
          scheduledFor: scheduled,
          auditDetail: { at: scheduled ?? "" },
        };
      }
      const result =
        key === null
          ? await db.transaction().execute(async (tx): Promise<EditResult<Published>> => {
              const { key: newKey, record: next } = await newRecord(tx, kind, options.input);
              const json = JSON.stringify(next);
              if (scheduled) {
                const columns = {
                  status: "draft" as const,
                  draft: json,
                  publish_at: scheduled,
                  scheduled_by: editor.email,
                };
                await insertEntry(tx, kind, newKey, columns, editor, now);
                await addRevision(tx, kind.name, newKey, 1, "save", next, scheduledSummary, editor, now);
                return scheduledResult(newKey, 1);
              }
              await insertEntry(tx, kind, newKey, { status: "published", published: json }, editor, now);
              const live = await goLive(tx, kind, newKey, null, next, 1, editor, now);
              return { ok: true, key: newKey, version: 1, scheduledFor: null, ...live };
            })
          : await write<Published>(kind, key, baseVersion, async (tx) => {
              const row = await readRow(tx, kind.name, key);
              if (!row) return { error: "not-found" };
              if (row.version !== baseVersion) throw new ConflictError();
              const entry = toEntry(kind, row);
              const next =
                options.input === undefined
                  ? entry.working
                  : kind.clean(kind.schema.parse(kind.withKey(options.input, key)));
              // A pending draft is replaced even by the live values posted back: the editor asked for those.
              const unchanged =
                !entry.draft && (options.input === undefined || sameRecord(next, entry.published));
              if (unchanged && entry.status === "published") return { error: "nothing-to-publish" };
              if (scheduled) {
                const columns = {
                  draft: JSON.stringify(next),
                  publish_at: scheduled,
                  scheduled_by: editor.email,
                };
                const version = await claim(tx, kind.name, key, baseVersion, columns, editor, now);
                await addRevision(tx, kind.name, key, version, "save", next, scheduledSummary, editor, now);
                return scheduledResult(key, version);
              }
              const columns = {
                status: "published" as const,
                published: JSON.stringify(next),
                draft: null,
                publish_at: null,
                scheduled_by: null,
              };
              const version = await claim(tx, kind.name, key, baseVersion, columns, editor, now);
              const live = await goLive(tx, kind, key, entry.published, next, version, editor, now);
              return { ok: true, key, version, scheduledFor: null, ...live };
            });
      if ("ok" in result) {
        if (!result.scheduledFor) changedLive();
        await record(
          result.scheduledFor ? "content-scheduled" : "content-published",
          editor,
          `${kind.name}/${result.key}`,
          result.auditDetail,
        );
      }
      return result;
    },

    /** Takes the item down: it leaves every page, list, the sitemap and search; its draft keeps the record. */
    async unpublish(
      kindName: string,
      key: string,
      baseVersion: number,
      editor: Editor,
      now = new Date(),
    ): Promise<EditResult<{ version: number }>> {
      const kind = kindOf(kindName);
      if (kind.fixed) return { error: "fixed", reason: kind.fixed };
      const result = await write<{ version: number }>(kind, key, baseVersion, async (tx) => {
        const row = await readRow(tx, kind.name, key);
        if (row?.status !== "published") return { error: "not-found" };
        const version = await claim(
          tx,
          kind.name,
          key,
          baseVersion,
          {
            status: "unpublished",
            published: null,
            draft: row.draft ?? row.published,
            publish_at: null,
            scheduled_by: null,
          },
          editor,
          now,
        );
        await kind.withdraw(tx, key);
        await addRevision(tx, kind.name, key, version, "unpublish", null, "Taken down", editor, now);
        await bumpContentVersion(tx, now);
        return { ok: true, version };
      });
      if ("ok" in result) {
        changedLive();
        await record("content-unpublished", editor, `${kind.name}/${key}`, {});
      }
      return result;
    },

    /** Makes an earlier revision's record the draft again; nothing goes live until it is published. */
    async restore(
      kindName: string,
      key: string,
      revision: number,
      baseVersion: number,
      editor: Editor,
      now = new Date(),
    ): Promise<EditResult<{ version: number; summary: string }>> {
      const kind = kindOf(kindName);
      const result = await write<{ version: number; summary: string }>(kind, key, baseVersion, async (tx) => {
        const [row, old] = await Promise.all([
          readRow(tx, kind.name, key),
          tx
            .selectFrom("content_revisions")
            .select("data")
            .where("kind", "=", kind.name)
            .where("item_key", "=", key)
            .where("version", "=", revision)
            .executeTakeFirst(),
        ]);
        const data = parseJson(old?.data ?? null);
        if (!row || !data) return { error: "not-found" };
        const restored = kind.clean(kind.schema.parse(data));
        const changes = changeSummary(changedFields(kind.fields, toEntry(kind, row).working, restored));
        const summary = `Version ${revision} restored: ${changes}`;
        const version = await claim(
          tx,
          kind.name,
          key,
          baseVersion,
          { draft: JSON.stringify(restored) },
          editor,
          now,
        );
        await addRevision(tx, kind.name, key, version, "restore", restored, summary, editor, now);
        return { ok: true, version, summary };
      });
      if ("ok" in result) {
        await record("content-restored", editor, `${kind.name}/${key}`, { revision: String(revision) });
      }
      return result;
    },

    /**
     * Publishes every scheduled draft whose time has come. Safe on every instance at once: each
     * publish claims the entry's version first, so only one instance publishes it.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await db
        .selectFrom("content_entries")
        .select(["kind", "item_key", "version", "scheduled_by", "publish_at"])
        .where("publish_at", "<=", now.toISOString())
        .execute();
      let published = 0;
      for (const row of due) {
        if (!kinds.has(row.kind)) continue;
        const editor = { email: row.scheduled_by ?? "the schedule" };
        const result = await engine.publish(row.kind, row.item_key, row.version, editor, { now });
        if ("ok" in result) published++;
      }
      return published;
    },
  };
  return engine;
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
