import { type RefObject, useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation, useSubmit } from "react-router";
import { INTENT_FIELD } from "#shared/staff/console-routes.ts";

/** A pause in typing this long saves the draft; typing on without a pause still saves this often. */
const PAUSE_MS = 3_000;
const AT_MOST_MS = 10_000;

/**
 * The server's answer to an autosave (app/staff/content-editor.server.ts): the item's new version,
 * its editor's and its preview's addresses and the UK time; null when it kept nothing.
 */
export type AutosaveAnswer = { version: number; itemPath: string; previewPath: string; at: string } | null;

/** What the editor says of its autosave: nothing yet, saving, "Saved 10:42", or why it did not save. */
export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "refused"; message: string };

/** A move from `/new` to the item's own address after its first autosave: not a leaving of the form. */
export const AUTOSAVE_MOVE = "autosave-move";

type Options = {
  /** The autosave answer the action gave, when the page's last answer was one. */
  answer: { autosaved: AutosaveAnswer; message: string } | undefined;
  /** Whether the item has no address of its own yet (`/new`). */
  newItem: boolean;
  /** Changes whenever the form is drawn afresh: a new drawing starts with nothing pending. */
  drawn: string;
  /** Called when what the form holds is kept by the server, so leaving no longer needs asking. */
  saved: () => void;
};

/**
 * The editor's autosave (issue 31): a pause in typing, or ten seconds of typing on, saves the draft
 * through the editor's own action as a replacing submission that keeps the page, its scroll and its
 * focus. A button pressed while an autosave is under way waits for it, then posts with the version
 * it made. After a new item's first autosave the address moves to the item's own. Answers the
 * version the form's next post is based on (null: the drawn one), where it posts (undefined: the
 * page's own address) and what to say.
 */
export function useEditorAutosave(form: RefObject<HTMLFormElement | null>, options: Options) {
  // Kept in a ref: a navigation gives new functions, which must not count as a new drawing.
  const submitNow = useSubmit();
  const submit = useRef(submitNow);
  submit.current = submitNow;
  const navigate = useNavigate();
  const navigation = useNavigation().state;
  const routerBusy = useRef(false);
  routerBusy.current = navigation !== "idle";
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const [version, setVersion] = useState<number | null>(null);
  const [answers, setAnswers] = useState(0);
  // Where the form posts once an autosave gave a new item its own address.
  const [target, setTarget] = useState<string | undefined>(undefined);
  const posting = useRef<string | undefined>(undefined);
  posting.current = target;
  const edits = useRef(0);
  const sent = useRef<number | null>(null);
  const held = useRef<HTMLElement | null>(null);
  const { answer, newItem, drawn, saved } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each drawing of the form starts afresh.
  useEffect(() => {
    setVersion(null);
    setTarget(undefined);
    setStatus({ state: "idle" });
    sent.current = null;
    held.current = null;
    edits.current = 0;
    const current = form.current;
    if (!current) return;
    let pause: ReturnType<typeof setTimeout> | undefined;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const stopTimers = () => {
      clearTimeout(pause);
      clearTimeout(limit);
      pause = limit = undefined;
    };
    const run = () => {
      stopTimers();
      // One autosave at a time: the next one goes when this one's answer is in. Nor while a button's
      // post is under way: it carries the edits, and a submission after it would cut it short.
      if (sent.current !== null || routerBusy.current) return;
      const data = new FormData(current);
      data.set(INTENT_FIELD, "autosave");
      sent.current = edits.current;
      setStatus({ state: "saving" });
      // Cut short by another navigation, it answers nothing: the effect below notices.
      submit
        .current(data, { method: "post", action: posting.current, replace: true, preventScrollReset: true })
        .catch(ignoreInterruption);
    };
    const edited = () => {
      edits.current += 1;
      clearTimeout(pause);
      pause = setTimeout(run, PAUSE_MS);
      limit ??= setTimeout(run, AT_MOST_MS);
    };
    // A button pressed during an autosave waits for its answer: it would post the version before it.
    // Pressed otherwise, its post saves what the form holds, and no autosave may follow it.
    const hold = (event: SubmitEvent) => {
      if (sent.current === null) {
        stopTimers();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current = event.submitter;
    };
    current.addEventListener("input", edited);
    current.addEventListener("change", edited);
    current.addEventListener("submit", hold, true);
    return () => {
      clearTimeout(pause);
      clearTimeout(limit);
      current.removeEventListener("input", edited);
      current.removeEventListener("change", edited);
      current.removeEventListener("submit", hold, true);
    };
  }, [form, drawn]);

  useEffect(() => {
    if (!answer || sent.current === null) return;
    const pending = edits.current !== sent.current;
    sent.current = null;
    setAnswers((count) => count + 1);
    if (!answer.autosaved) {
      setStatus({ state: "refused", message: answer.message });
      return;
    }
    const { autosaved } = answer;
    setVersion(autosaved.version);
    setStatus({ state: "saved", at: autosaved.at });
    setTarget(autosaved.itemPath);
    if (!pending) saved();
    // Back and reload then find the item, not an empty form.
    if (newItem) {
      const move = navigate(autosaved.itemPath, {
        replace: true,
        preventScrollReset: true,
        state: AUTOSAVE_MOVE,
      });
      Promise.resolve(move).catch(ignoreInterruption);
    }
    // Typed while it was saving: saved by the next pause.
    if (pending) form.current?.dispatchEvent(new Event("change"));
  }, [answer, newItem, navigate, saved, form]);

  // The router idle again and no answer handled: another navigation (a link, another form of the
  // page) cut the autosave short. Nothing is lost: the edits count as unsaved until the next one.
  useEffect(() => {
    if (navigation !== "idle" || sent.current === null) return;
    sent.current = null;
    setStatus({ state: "idle" });
    setAnswers((count) => count + 1);
    form.current?.dispatchEvent(new Event("change"));
  }, [navigation, form]);

  // The held button posts once the answer is in and the form carries the version it made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer releases the held button.
  useEffect(() => {
    const submitter = held.current;
    if (!submitter || sent.current !== null) return;
    held.current = null;
    form.current?.requestSubmit(submitter);
  }, [answers, form]);

  return { version, status, action: target };
}

/** A navigation another one interrupted rejects with the abort: expected here, not an error. */
function ignoreInterruption(error: unknown) {
  if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
}
