import type { EditableRecord } from "#server/content-editing/content-kind.ts";
import type { TestService } from "./test-service.ts";

/** Who the engine-level edits of the tests are recorded as. */
export const EDITOR = { email: "editor@fenmoor.example" };

async function entryOf(service: TestService, kind: string, key: string) {
  const entry = await service.services.contentEditing.get(kind, key);
  if (!entry) throw new Error(`no ${kind} item ${key}`);
  return entry;
}

/** Saves `change` of the item's working record as a draft, as the console's Save draft does. */
export async function saveDraft(
  service: TestService,
  kind: string,
  key: string,
  change: (record: EditableRecord) => EditableRecord,
): Promise<void> {
  const entry = await entryOf(service, kind, key);
  const saved = await service.services.contentEditing.save(
    kind,
    key,
    change(entry.working),
    entry.version,
    EDITOR,
  );
  if (!("ok" in saved)) throw new Error(`${kind}/${key} not saved: ${JSON.stringify(saved)}`);
}

/** Publishes the item's draft (or re-publishes what it last had live). */
export async function publish(service: TestService, kind: string, key: string): Promise<void> {
  const entry = await entryOf(service, kind, key);
  const published = await service.services.contentEditing.publish(kind, key, entry.version, EDITOR);
  if (!("ok" in published)) throw new Error(`${kind}/${key} not published: ${JSON.stringify(published)}`);
}

export async function unpublish(service: TestService, kind: string, key: string): Promise<void> {
  const entry = await entryOf(service, kind, key);
  const done = await service.services.contentEditing.unpublish(kind, key, entry.version, EDITOR);
  if (!("ok" in done)) throw new Error(`${kind}/${key} not unpublished: ${JSON.stringify(done)}`);
}

/** The audit log's entries about one item, oldest first, as `kind` names. */
export async function auditedActs(service: TestService, kind: string, key: string): Promise<string[]> {
  const { entries } = await service.services.staff.audit.list({ person: EDITOR.email });
  return entries
    .filter((entry) => entry.subject === `${kind}/${key}`)
    .map((entry) => entry.kind)
    .reverse();
}
