import type { ContentRedirectOrigin } from "#shared/content-editing/redirect-form.ts";
import type { RevisionAction } from "#shared/content-editing/revisions.ts";
import type { ContentStatus } from "#shared/content-editing/status.ts";

/** One editable item of one kind: what is live, the draft being worked on, and its schedule. */
export interface ContentEntriesTable {
  kind: string;
  /** The item's key in its kind (a news item's id), as text. */
  item_key: string;
  status: ContentStatus;
  /** JSON of the record now live, in the content file's format; null when it is not live. */
  published: string | null;
  /** JSON of unpublished changes; null when there are none. */
  draft: string | null;
  /** ISO time the draft goes live by itself; null when not scheduled. */
  publish_at: string | null;
  /** E-mail of whoever scheduled it; the scheduled publish is recorded as theirs. */
  scheduled_by: string | null;
  /** Grows by one with every write; a save names the version it was based on (optimistic concurrency). */
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** Every write of an item, numbered by the version it produced. */
export interface ContentRevisionsTable {
  kind: string;
  item_key: string;
  version: number;
  action: RevisionAction;
  /** JSON of the record as this write left it (the draft for a save, the live one for a publish). */
  data: string | null;
  /** Readable list of the fields this write changed. */
  summary: string;
  actor_email: string | null;
  at: string;
}

/** One-hop redirects: from the addresses items had before a slug change, and the editors' own. */
export interface ContentRedirectsTable {
  from_path: string;
  to_path: string;
  origin: ContentRedirectOrigin;
  created_at: string;
  /** E-mail of the editor who added or last changed it; null for a slug change's. */
  created_by: string | null;
}
