import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EditorValues } from "#shared/content-editing/editor-fields.ts";
import { REVISION_ACTION_LABELS } from "#shared/content-editing/revisions.ts";
import { SHOWN_STATUS_LABELS, type ShownStatus } from "#shared/content-editing/status.ts";
import { FieldError, StaffForm } from "./staff-form.tsx";
import { RowAction, StaffTable } from "./staff-table.tsx";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

type EntryState = {
  status: ShownStatus;
  publishAt: string | null;
  live: boolean;
  hasDraft: boolean;
  publicPath: string;
};

type HistoryRow = {
  version: number;
  action: keyof typeof REVISION_ACTION_LABELS;
  summary: string;
  actorEmail: string | null;
  at: string;
  restorable: boolean;
};

type Props = {
  /** The kind's list, and what the link back to it says ("All news"). */
  back: { to: string; label: string };
  /** The page's heading for an item not saved yet ("New news item"). */
  newTitle: string;
  /** How the form is announced ("News item"). */
  formLabel: string;
  /** What the loader found of the item (loadEditorEntry); null for an item not saved yet. */
  editing: {
    entry: EntryState & { title: string; version: number };
    history: readonly HistoryRow[];
    done: string | null;
  } | null;
  /** A refused post's answer: its message, its field errors and the version it was checked against. */
  posted:
    | { version: number; message: string; errors: { [field: string]: string }; values: EditorValues }
    | undefined;
  /** Why the item cannot be taken down (a fixed part of the site): shown instead of "Unpublish". */
  fixed?: string;
  /** The kind's own fields. */
  children: ReactNode;
};

/**
 * Every content editor's frame (issue 15): where the item stands, what just happened, the kind's
 * fields with "Publish at" and the buttons Save draft, Preview and Publish, then Unpublish and the
 * history with Restore. Plain forms: it all works without JavaScript.
 */
export function ContentEditorShell(props: Props) {
  const { editing, posted } = props;
  const entry = editing?.entry ?? null;
  const history = editing?.history ?? [];
  const version = posted?.version ?? entry?.version ?? 0;
  // A key per version and answer: the fields start again from what the server sent, so after a
  // Restore they show the restored record rather than what a Publish would otherwise send back.
  const formKey = `${version}-${posted ? "posted" : "saved"}`;
  const publishAtError = posted?.errors.publishAt;
  const publishAtDescribed = publishAtError ? "publishAt-error" : undefined;
  return (
    <>
      <p>
        <Link to={props.back.to}>{props.back.label}</Link>
      </p>
      <h1>{entry ? entry.title : props.newTitle}</h1>
      {entry ? (
        <p>
          Status: <strong>{SHOWN_STATUS_LABELS[entry.status]}</strong>
          {entry.publishAt ? ` (goes live at ${when(entry.publishAt)})` : ""}
          {entry.hasDraft && entry.live ? ". The draft below has changes that are not live yet." : ""}
          {entry.live ? (
            <>
              {" "}
              <a href={entry.publicPath}>View the live page</a>
            </>
          ) : null}
        </p>
      ) : null}
      {editing?.done ? (
        <p className="staff-notice" role="status">
          {editing.done}
        </p>
      ) : null}
      {posted?.message ? (
        <p className="staff-error" role="alert">
          {posted.message}
        </p>
      ) : null}
      <StaffForm key={formKey} className="staff-form staff-editor" aria-label={props.formLabel}>
        <input type="hidden" name="version" value={version} />
        {props.children}
        <label>
          Publish at
          <span className="staff-hint">Optional, UK time: leave empty to publish now.</span>
          <input
            name="publishAt"
            type="datetime-local"
            defaultValue={String(posted?.values.publishAt ?? "")}
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={publishAtDescribed}
          />
          <FieldError id="publishAt-error" message={publishAtError} />
        </label>
        <div className="staff-buttons">
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="save">
            Save draft
          </button>
          <button className="staff-button staff-button--quiet" type="submit" name="intent" value="preview">
            Preview
          </button>
          <button className="staff-button" type="submit" name="intent" value="publish">
            Publish
          </button>
        </div>
      </StaffForm>
      {entry?.live && props.fixed ? <p className="staff-hint">{props.fixed}</p> : null}
      {entry?.live && !props.fixed ? (
        <RowAction intent="unpublish" fields={{ version }} label="Unpublish" formLabel="Unpublish" />
      ) : null}
      {history.length > 0 ? (
        <section aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <StaffTable columns={["Version", "What", "Who and when", "Restore"]}>
            {history.map((revision) => (
              <tr key={revision.version}>
                <td>{revision.version}</td>
                <td>
                  {REVISION_ACTION_LABELS[revision.action]}: {revision.summary}
                </td>
                <td>
                  {revision.actorEmail ?? "Content files"}, {when(revision.at)}
                </td>
                <td>
                  {revision.restorable && revision.version !== version ? (
                    <RowAction
                      intent="restore"
                      fields={{ version, revision: revision.version }}
                      label="Restore"
                      formLabel={`Restore version ${revision.version}`}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        </section>
      ) : null}
    </>
  );
}
