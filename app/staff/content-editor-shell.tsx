import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type EditorValues, editorFieldId } from "#shared/content-editing/editor-fields.ts";
import { SHOWN_STATUS_LABELS, type ShownStatus } from "#shared/content-editing/status.ts";
import { useEditorSafetyNets } from "./editor-safety-nets.ts";
import { EditorTodayContext } from "./editor-start.ts";
import { when } from "./revision-comparison.tsx";
import { type HistoryProps, RevisionHistory } from "./revision-history.tsx";
import { useStaffLayout } from "./staff-data.ts";
import { FieldError, StaffForm } from "./staff-form.tsx";
import { RowAction } from "./staff-table.tsx";

type EntryState = {
  status: ShownStatus;
  publishAt: string | null;
  live: boolean;
  hasDraft: boolean;
  publicPath: string;
  previewPath: string;
};

/**
 * The tab Preview opened, waiting for the draft's save: kept outside the shell, which a new item's
 * first save draws afresh at the item's own address.
 */
let previewTab: Window | null = null;

type Props = {
  /** The kind's list, and what the link back to it says ("All news"). */
  back: { to: string; label: string };
  /** The page's heading for an item not saved yet ("New news item"). */
  newTitle: string;
  /** How the form is announced ("News item"). */
  formLabel: string;
  /** What the loader found of the item (loadEditorEntry); null for an item not saved yet. */
  editing:
    | ({
        entry: EntryState & { title: string; version: number };
        done: string | null;
      } & Pick<HistoryProps, "history" | "chosen" | "comparison">)
    | null;
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
 * history with its comparison of two revisions, each revision's preview and Restore. Plain forms:
 * it all works without JavaScript.
 */
export function ContentEditorShell(props: Props) {
  const { editing, posted } = props;
  const entry = editing?.entry ?? null;
  const version = posted?.version ?? entry?.version ?? 0;
  // A key per version and answer: the fields start again from what the server sent, so after a
  // Restore they show the restored record rather than what a Publish would otherwise send back.
  const formKey = `${version}-${posted ? "posted" : "saved"}`;
  const publishAtError = posted?.errors.publishAt;
  const publishAtDescribed = publishAtError ? "publishAt-error" : undefined;
  const { today } = useStaffLayout();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const comparison = useRef<HTMLElement>(null);
  useEditorSafetyNets(form, save, {
    unsaved: posted !== undefined,
    newItem: entry === null,
    drawn: formKey,
  });

  // Every answer is put where the person is looking, however far down the page they pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer or address is what moves it.
  useEffect(() => {
    const answer = summary.current ?? notice.current ?? comparison.current;
    answer?.focus();
    answer?.scrollIntoView({ block: "center" });
  }, [posted, location.key]);

  useEffect(() => {
    if (!previewTab) return;
    if (posted) previewTab.close();
    else if (entry) previewTab.location.replace(entry.previewPath);
    previewTab = null;
  }, [posted, entry]);

  // With JavaScript, Preview saves the draft here and shows it in a tab of its own.
  const preview = (event: MouseEvent<HTMLButtonElement>) => {
    if (!save.current || !form.current) return;
    event.preventDefault();
    previewTab = window.open("", "_blank");
    form.current.requestSubmit(save.current);
  };
  const fieldErrors = Object.entries(posted?.errors ?? {});
  return (
    <>
      <p>
        <Link to={props.back.to}>{props.back.label}</Link>
      </p>
      <h1>{entry ? entry.title : props.newTitle}</h1>
      {posted?.message ? (
        <div ref={summary} className="staff-error staff-error-summary" role="alert" tabIndex={-1}>
          <p>{posted.message}</p>
          {fieldErrors.length > 0 ? (
            <ul>
              {fieldErrors.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${editorFieldId(field)}`} onClick={focusField}>
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {editing?.done && !posted ? (
        <p ref={notice} className="staff-notice" role="status" tabIndex={-1}>
          {editing.done}
        </p>
      ) : null}
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
      <StaffForm key={formKey} ref={form} className="staff-form staff-editor" aria-label={props.formLabel}>
        <input type="hidden" name="version" value={version} />
        <EditorTodayContext value={entry || posted ? null : today}>{props.children}</EditorTodayContext>
        <label>
          Publish at
          <span className="staff-hint">Optional, UK time: leave empty to publish now.</span>
          <input
            id={editorFieldId("publishAt")}
            name="publishAt"
            type="datetime-local"
            defaultValue={String(posted?.values.publishAt ?? "")}
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={publishAtDescribed}
          />
          <FieldError id="publishAt-error" message={publishAtError} />
        </label>
        <div className="staff-buttons">
          <button
            ref={save}
            className="staff-button staff-button--quiet"
            type="submit"
            name="intent"
            value="save"
          >
            Save draft
          </button>
          <button
            className="staff-button staff-button--quiet"
            type="submit"
            name="intent"
            value="preview"
            onClick={preview}
          >
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
      {editing && editing.history.length > 0 ? (
        <RevisionHistory
          history={editing.history}
          chosen={editing.chosen}
          comparison={editing.comparison}
          version={version}
          comparisonRef={comparison}
        />
      ) : null}
    </>
  );
}

/**
 * A summary link's field takes the focus as well as the view, without a change of address: the
 * router would take a new `#` for a navigation it did not make.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center" });
  target.focus();
}
