import { type RefObject, useCallback, useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import { slugOf } from "#shared/content-editing/slug.ts";
import { AUTOSAVE_MOVE } from "./editor-autosave.ts";

const LEAVE = "You have changes that are not saved. Leave this page and lose them?";
const BLOCKER_KEY = "content-editor";

/**
 * The editor's safety nets (issue 31): leaving a form with unsaved changes asks first (a link in the
 * console or closing the tab), Ctrl+S or Cmd+S saves the draft, and in an item never published a slug
 * follows its source field until the person types a slug of their own. `unsaved` says the form starts with
 * changes no save holds (a refused post's values); `drawn` changes whenever the form is drawn afresh
 * (the editor page stays mounted from `/new` to the item's own address).
 */
export function useEditorSafetyNets(
  form: RefObject<HTMLFormElement | null>,
  save: RefObject<HTMLButtonElement | null>,
  options: { unsaved: boolean; neverPublished: boolean; drawn: string },
) {
  // Any input in the form counts (a typed key, a pick, a tick, the rich-text editor's own events):
  // comparing values instead would count the rich-text editor's rewriting of the HTML it was given.
  const edited = useRef(false);
  // A refused post's values count as unsaved until an autosave keeps them.
  const kept = useRef(false);
  const { unsaved, neverPublished, drawn } = options;
  const dirty = useCallback(() => (unsaved && !kept.current) || edited.current, [unsaved]);
  const saved = useCallback(() => {
    edited.current = false;
    kept.current = true;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each drawing of the form starts unedited.
  useEffect(() => {
    const current = form.current;
    edited.current = false;
    kept.current = false;
    if (!current) return;
    const mark = () => {
      edited.current = true;
    };
    current.addEventListener("input", mark);
    current.addEventListener("change", mark);
    return () => {
      current.removeEventListener("input", mark);
      current.removeEventListener("change", mark);
    };
  }, [form, drawn]);

  // The router's own blocker, as useBlocker registers it: that hook's code would join the framework
  // chunk every public page loads (decision 101). The form's own post goes to the page's address or
  // to the form's action (a new item's own, once autosaved): only leaving is asked about, a link or
  // Back alike.
  const router = useContext(DataRouterContext)?.router;
  const ownAddress = useCallback(
    (current: string, next: string) =>
      next === current || (form.current !== null && next === new URL(form.current.action).pathname),
    [form],
  );
  useEffect(() => {
    if (!router) return;
    router.getBlocker(
      BLOCKER_KEY,
      ({ currentLocation, nextLocation }) =>
        !ownAddress(currentLocation.pathname, nextLocation.pathname) &&
        nextLocation.state !== AUTOSAVE_MOVE &&
        dirty(),
    );
    const unsubscribe = router.subscribe((state) => {
      const blocker = state.blockers.get(BLOCKER_KEY);
      if (blocker?.state !== "blocked") return;
      // After the router's own update has reached every subscriber.
      queueMicrotask(() => (window.confirm(LEAVE) ? blocker.proceed() : blocker.reset()));
    });
    return () => {
      unsubscribe();
      router.deleteBlocker(BLOCKER_KEY);
    };
  }, [router, dirty, ownAddress]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    const saveKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      if (save.current) form.current?.requestSubmit(save.current);
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("keydown", saveKey);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("keydown", saveKey);
    };
  }, [dirty, form, save]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new drawing of the form is a new form element.
  useEffect(() => {
    const current = form.current;
    if (!current || !neverPublished) return;
    const typed = new WeakSet<HTMLInputElement>();
    const sourceOf = (slug: HTMLInputElement) =>
      current.elements.namedItem(slug.dataset.follows ?? "") as HTMLInputElement | null;
    // A slug that came back from a refused post as typed, not as its source suggests, stays put.
    for (const slug of current.querySelectorAll<HTMLInputElement>("input[data-follows]")) {
      if (slug.value && slug.value !== slugOf(sourceOf(slug)?.value ?? "")) typed.add(slug);
    }
    const follow = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      if (input.dataset.follows) {
        // Emptied by hand, the slug follows its source again.
        if (input.value) typed.add(input);
        else typed.delete(input);
        return;
      }
      const slugs = current.querySelectorAll<HTMLInputElement>(
        `input[data-follows="${CSS.escape(input.name)}"]`,
      );
      for (const slug of slugs) if (!typed.has(slug)) slug.value = slugOf(input.value);
    };
    current.addEventListener("input", follow);
    return () => current.removeEventListener("input", follow);
  }, [form, neverPublished, drawn]);

  return { saved };
}
