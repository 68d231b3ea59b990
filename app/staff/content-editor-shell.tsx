import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { type EditorValues, editorFieldId } from "#shared/content-editing/editor-fields.ts";
import { SHOWN_STATUS_LABELS, type ShownStatus } from "#shared/content-editing/status.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import { AUTOSAVE_MOVE, type AutosaveAnswer, useEditorAutosave } from "./editor-autosave.ts";
import { AutosaveLine } from "./editor-autosave-line.tsx";
import { LivePreview } from "./editor-live-preview.tsx";
import { useEditorSafetyNets } from "./editor-safety-nets.ts";
import { EditorTodayContext } from "./editor-start.ts";
import { when } from "./revision-comparison.tsx";
import { type HistoryProps, RevisionHistory } from "./revision-history.tsx";
import { useStaffLayout } from "./staff-data.ts";
import { FieldError, StaffForm } from "./staff-form.tsx";

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

type LinkingItem = { kind: string; title: string; where: readonly string[] };

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
        /** Set at `?confirm=unpublish`: the items that link to this one's public page. */
        unpublishing: { linkedFrom: readonly LinkingItem[] } | null;
      } & Pick<HistoryProps, "history" | "chosen" | "comparison">)
    | null;
  /**
   * The action's answer: a refused post's message, field errors and the version it was checked
   * against, or an autosave's (`autosaved`).
   */
  posted:
    | {
        version: number;
        message: string;
        errors: { [field: string]: string };
        values: EditorValues;
        autosaved?: AutosaveAnswer;
      }
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
  const { editing } = props;
  // An autosave's answer keeps the form as it is; only a refused post draws it again, as posted.
  const autosaveAnswer = props.posted?.autosaved !== undefined ? props.posted : undefined;
  const posted = autosaveAnswer ? undefined : props.posted;
  const entry = editing?.entry ?? null;
  const { today } = useStaffLayout();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const comparison = useRef<HTMLElement>(null);
  const drawing = useFormDrawing(posted, entry, autosaveAnswer?.autosaved?.version ?? null, today);
  const { saved } = useEditorSafetyNets(form, save, {
    unsaved: posted !== undefined,
    neverPublished: entry === null || (!entry.live && entry.status === "draft"),
    drawn: drawing.key,
  });
  const autosave = useEditorAutosave(form, {
    answer: autosaveAnswer as { autosaved: AutosaveAnswer; message: string } | undefined,
    newItem: entry === null,
    drawn: drawing.key,
    saved,
  });
  const version = autosave.version ?? drawing.version;
  const publishAtError = posted?.errors.publishAt;
  const publishAtDescribed = publishAtError ? "publishAt-error" : undefined;

  // Every answer is put where the person is looking, however far down the page they pressed; an
  // autosave's is only announced, where the buttons are, and leaves the focus where the typing is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer or address is what moves it.
  useEffect(() => {
    if (autosaveAnswer || location.state === AUTOSAVE_MOVE) return;
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
      {editing?.done && !posted && location.state !== AUTOSAVE_MOVE ? (
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
      <div className="staff-editor-workspace">
        <StaffForm
          key={drawing.key}
          ref={form}
          action={autosave.action}
          className="staff-form staff-editor"
          aria-label={props.formLabel}
        >
          <input type="hidden" name="version" value={version} />
          <EditorTodayContext value={drawing.today}>{props.children}</EditorTodayContext>
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
          <AutosaveLine status={autosave.status} />
        </StaffForm>
        <LivePreview
          path={autosaveAnswer?.autosaved?.previewPath ?? entry?.previewPath ?? null}
          version={version}
        />
      </div>
      {entry?.live && props.fixed ? <p className="staff-hint">{props.fixed}</p> : null}
      {entry?.live && !props.fixed && !editing?.unpublishing ? (
        <p>
          <Link className="staff-button staff-button--quiet" to="?confirm=unpublish" preventScrollReset>
            Unpublish
          </Link>
        </p>
      ) : null}
      {entry && editing?.unpublishing ? (
        <UnpublishStep
          title={entry.title}
          publicPath={entry.publicPath}
          version={version}
          linkedFrom={editing.unpublishing.linkedFrom}
        />
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
 * The step before taking a live item down (issue 31): what it removes and what links to it, then a
 * confirming post. In view and focused when it opens; a link of its own, so it works without JavaScript.
 */
function UnpublishStep(props: {
  title: string;
  publicPath: string;
  version: number;
  linkedFrom: readonly LinkingItem[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <ConfirmStep
      id="unpublish-title"
      headingRef={heading}
      heading={`Unpublish “${props.title}”?`}
      intent="unpublish"
      fields={{ version: String(props.version) }}
      confirmLabel="Unpublish it"
      formLabel="Confirm unpublishing"
      back={{ to: "?", label: "Keep it on the site" }}
    >
      <p>
        Its page, <a href={props.publicPath}>{props.publicPath}</a>, will be gone from the site, search and
        the API; the draft and the history stay here.
      </p>
      {props.linkedFrom.length > 0 ? (
        <>
          <p>These link to it, and will point at a page that is gone until they are changed:</p>
          <ul>
            {props.linkedFrom.map((use) => (
              <li key={`${use.kind}-${use.title}-${use.where.join()}`}>
                {`${use.kind}: ${use.title} (${use.where.join(", ")})`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing else on the site links to it.</p>
      )}
    </ConfirmStep>
  );
}

/**
 * When the form is drawn afresh, and from what: a new address or a refused post draws it again from
 * what the server sent (after a Restore, the restored record), while the page's reload after an
 * autosave, which brings back what the form already holds, keeps it and its caret as they are.
 * Answers the drawing's key, the version its values are based on and the date a new item starts with.
 */
function useFormDrawing(
  posted: Props["posted"],
  entry: { version: number } | null,
  autosaved: number | null,
  today: string,
) {
  const loaded = posted?.version ?? entry?.version ?? 0;
  const key = `${loaded}-${posted ? "posted" : "saved"}`;
  const start = { key, version: loaded, today: entry || posted ? null : today, autosaved: null };
  const drawing = useRef<{ key: string; version: number; today: string | null; autosaved: number | null }>(
    start,
  );
  if (autosaved !== null) drawing.current.autosaved = Math.max(autosaved, drawing.current.autosaved ?? 0);
  const caughtUp = drawing.current.autosaved !== null && loaded <= drawing.current.autosaved;
  if (drawing.current.key !== key && (posted || !caughtUp)) drawing.current = start;
  return drawing.current;
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
