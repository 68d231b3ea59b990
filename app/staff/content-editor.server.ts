import { data, redirect, replace } from "react-router";
import { z } from "zod";
import type { ContentEditing, Editor } from "#server/content-editing/content-editing.ts";
import type { AnyContentKind, EditableRecord } from "#server/content-editing/content-kind.ts";
import { londonClockTime, londonLocalTime } from "#server/content-editing/london-time.ts";
import type { StaffForm } from "#server/staff/access.ts";
import { conflictMessage } from "#shared/content-editing/changes.ts";
import { dateMessage, dateTimeMessage } from "#shared/content-editing/date-field.ts";
import { type EditorField, type EditorValues, editorValues } from "#shared/content-editing/editor-fields.ts";
import { browserDatePattern } from "./date-pattern.server.ts";
import type { AutosaveAnswer } from "./editor-autosave.ts";
import { revisionHistory } from "./revision-history.server.ts";

/** What an editor shows after a redirect: `?done=` names what just happened. */
const DONE_MESSAGES = {
  saved: "Draft saved. The public site is unchanged until you publish.",
  unchanged: "No changes to save.",
  current: "No changes to publish: the site already shows this.",
  published: "",
  scheduled: "Scheduled: it goes live by itself at the time given.",
  unpublished: "Unpublished: it is no longer on the site.",
  restored: "Restored as a draft. Publish it to make it live.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

const FIELDS_MARKED = "Check the fields marked below.";
const VersionField = z.coerce.number().int().min(0);

/** A refused post: the form comes back as posted, with what was wrong. */
export type EditorActionData = {
  values: EditorValues;
  version: number;
  /** A message per field name ("publishAt" too). */
  errors: FieldErrors;
  message: string;
  /** An autosave's answer: what it kept, or null when it kept nothing (the message says why). */
  autosaved?: AutosaveAnswer;
};

const AUTOSAVE_WAITING = "Not saved automatically: some fields need attention. Save draft shows which.";
export type FieldErrors = { [field: string]: string };

/** The field errors of a failed parse, one per field: the first zod gave. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * What an item's editor page needs of the engine: where the item stands, its working record, its
 * history with the comparison of two revisions the address asks for, and the notice of the act just
 * done (`published` says where the kind's item went live).
 */
export async function loadEditorEntry(
  contentEditing: ContentEditing,
  kind: AnyContentKind,
  key: string,
  request: Request,
  published: string,
) {
  const entry = await contentEditing.get(kind.name, key);
  if (!entry) return undefined;
  const working = kind.schema.parse(entry.working);
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  // `?confirm=unpublish`: the step before taking a live item down, with what links to it.
  const unpublishing =
    query.get("confirm") === "unpublish" && entry.published !== null && !kind.fixed
      ? { linkedFrom: await contentEditing.linksTo(kind.name, key) }
      : null;
  return {
    unpublishing,
    working,
    entry: {
      version: entry.version,
      status: entry.shown,
      publishAt: entry.publishAt,
      live: entry.published !== null,
      hasDraft: entry.draft !== null,
      title: kind.titleOf(working),
      publicPath: kind.publicPath(entry.published ?? working),
      previewPath: kind.previewPath(working),
    },
    ...(await revisionHistory(contentEditing, kind, key, request)),
    // Own keys only: `in` also finds Object.prototype's (`?done=__proto__`), which no page can render.
    done:
      done === "published"
        ? published
        : done && Object.hasOwn(DONE_MESSAGES, done)
          ? DONE_MESSAGES[done as Done]
          : null,
  };
}

/**
 * One post to an item's editor: Save draft, Preview or Publish (now or at a UK time) the posted
 * fields, or Unpublish or Restore the item. `validate` turns the posted values into the kind's record
 * fields or field errors; `itemPath` is the editor's own address for an item's record, where the
 * browser goes after each act. A write refused because someone else changed the item answers 409 with
 * what they changed, and the posted values stay in the form.
 */
export async function contentEditorAction(options: {
  request: Request;
  contentEditing: ContentEditing;
  kind: AnyContentKind;
  key: string | null;
  /** The checked post (requireStaffForm) and where it came from. */
  posted: StaffForm<string>;
  address: string;
  fields: readonly EditorField[];
  validate: (values: EditorValues) => Promise<{ fields: object } | { errors: FieldErrors }>;
  itemPath: (record: EditableRecord) => string;
}) {
  const { contentEditing, kind, key } = options;
  // A date's error names the order this browser's date picker shows, not the stored YYYY-MM-DD.
  const withDateMessages = (errors: FieldErrors): FieldErrors => {
    const message = dateMessage(browserDatePattern(options.request));
    const dates = options.fields.filter((field) => field.type === "date" && errors[field.name]);
    return { ...errors, ...Object.fromEntries(dates.map((field) => [field.name, message])) };
  };
  const { user, form, intent } = options.posted;
  const editor: Editor = { id: user.id, email: user.email, address: options.address };
  const posted = editorValues(options.fields, form);
  const publishAt = String(form.get("publishAt") ?? "");
  const values: EditorValues = { ...posted, publishAt };
  const version = VersionField.safeParse(form.get("version")).data ?? 0;
  // An autosave that keeps nothing is still an answer the editor expected: 200, and it says why.
  const refuse = (status: number, message: string, errors: FieldErrors = {}, at = version) =>
    intent === "autosave"
      ? data<EditorActionData>({ values, version: at, errors: {}, message, autosaved: null })
      : data<EditorActionData>({ values, version: at, errors, message }, { status });
  const finish = async (itemKey: string, done: Done) => {
    const entry = await contentEditing.get(kind.name, itemKey);
    if (!entry) throw data(`No such ${kind.label.toLowerCase()}.`, { status: 404 });
    // A new item's first save replaces `/new` in the history: Back never finds an empty form.
    const go = key === null ? replace : redirect;
    return go(`${options.itemPath(entry.working)}?done=${done}`);
  };

  if (intent === "unpublish" || intent === "restore") {
    if (!key) throw data("Save the item first.", { status: 400 });
    // Taking a page down is asked first (`?confirm=unpublish`), with what links to it.
    if (intent === "unpublish" && !kind.fixed && form.get("confirm") !== "yes") {
      return refuse(400, "Confirm that it should come off the site: press Unpublish, then confirm.");
    }
    const result =
      intent === "unpublish"
        ? await contentEditing.unpublish(kind.name, key, version, editor)
        : await contentEditing.restore(
            kind.name,
            key,
            VersionField.safeParse(form.get("revision")).data ?? 0,
            version,
            editor,
          );
    if ("ok" in result) return finish(key, intent === "unpublish" ? "unpublished" : "restored");
    if (result.error === "conflict") return refuse(409, conflictMessage(result), {}, result.version);
    if (result.error === "fixed") return refuse(400, result.reason);
    throw data("Nothing to do.", { status: 400 });
  }

  const valid = await options.validate(posted);
  if ("errors" in valid) {
    // An autosave keeps quiet about the fields: the person is still typing them.
    if (intent === "autosave") return refuse(400, AUTOSAVE_WAITING);
    return refuse(400, FIELDS_MARKED, withDateMessages(valid.errors));
  }
  const at = publishAt ? londonLocalTime(publishAt) : undefined;
  if (intent === "publish" && publishAt && !at) {
    return refuse(400, FIELDS_MARKED, {
      publishAt: dateTimeMessage(browserDatePattern(options.request)),
    });
  }
  if (intent === "publish") {
    // One act, one revision: the posted fields go live (or are scheduled) without a draft saved first.
    const published = await contentEditing.publish(kind.name, key, version, editor, {
      at,
      input: valid.fields,
    });
    if ("ok" in published) return finish(published.key, published.scheduledFor ? "scheduled" : "published");
    if (published.error === "conflict") return refuse(409, conflictMessage(published), {}, published.version);
    if (published.error === "nothing-to-publish" && key !== null) return finish(key, "current");
    throw data(`No such ${kind.label.toLowerCase()}.`, { status: 404 });
  }
  const now = new Date();
  const autosave = intent === "autosave";
  const saved = await contentEditing.save(kind.name, key, valid.fields, version, editor, now, { autosave });
  if (!("ok" in saved)) {
    if (saved.error === "conflict") return refuse(409, conflictMessage(saved), {}, saved.version);
    throw data(`No such ${kind.label.toLowerCase()}.`, { status: 404 });
  }
  const record = kind.withKey(valid.fields, saved.key) as EditableRecord;
  if (autosave) {
    const autosaved = {
      version: saved.version,
      itemPath: options.itemPath(record),
      previewPath: kind.previewPath(record),
      at: londonClockTime(now),
    };
    return data<EditorActionData>({ values, version: saved.version, errors: {}, message: "", autosaved });
  }
  if (intent === "preview") return redirect(kind.previewPath(record));
  return finish(saved.key, saved.unchanged ? "unchanged" : "saved");
}
