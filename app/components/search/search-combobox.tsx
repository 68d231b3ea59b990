import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import type { SuggestionGroup } from "./suggestions.ts";
import { withoutBlockedKeys } from "./typed-keys.ts";

type Props = {
  /** Form field name, so the text is submitted without JavaScript. */
  name: string;
  label: string;
  /** Show the label to sighted users too; otherwise it is for assistive technology only. */
  showLabel?: boolean;
  defaultValue?: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
  /** Loads the dropdown's groups for a non-blank text. */
  suggest: (text: string, signal: AbortSignal) => Promise<SuggestionGroup[]>;
  /** Shown in the dropdown when the text matches nothing. */
  noMatch: (text: string) => ReactNode;
  /** Keys that may be typed (single characters); others are blocked. Any key when absent. */
  allowedKey?: RegExp;
};

const DEBOUNCE_MS = 150;

/**
 * A search box with a suggestion dropdown, following the ARIA combobox pattern: arrow keys move
 * through the options, Enter opens the active one (or submits the text), Escape closes the list.
 * The input is an ordinary form field, so without JavaScript Enter still submits the search.
 */
export function SearchCombobox({
  name,
  label,
  showLabel = false,
  defaultValue = "",
  placeholder,
  maxLength,
  className,
  suggest,
  noMatch,
  allowedKey,
}: Props) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [text, setText] = useState(defaultValue);
  const [groups, setGroups] = useState<SuggestionGroup[] | null>(null);
  const [open, setOpen] = useState(false);
  // The highlighted option by key, so a fresher answer that still lists it keeps it highlighted.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const options = (groups ?? []).flatMap((group) => group.options);
  const active = options.findIndex((option) => option.key === activeKey);

  const input = useRef<HTMLInputElement>(null);
  const hydrated = useRef(false);
  const location = useLocation();
  // The input is uncontrolled so text typed before hydration survives it: the first run adopts
  // that text, less the keys the filter would have blocked; after every navigation (a chosen
  // suggestion, a search, Back) the box shows the new page's search text, as the server renders it:
  // none in the header, the finder's own in the finder.
  // biome-ignore lint/correctness/useExhaustiveDependencies: also runs on every navigation
  useEffect(() => {
    if (!input.current) return;
    if (hydrated.current) input.current.value = defaultValue;
    else if (allowedKey)
      input.current.value = withoutBlockedKeys(input.current.value, defaultValue, allowedKey);
    hydrated.current = true;
    setText(input.current.value);
  }, [defaultValue, allowedKey, location.key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
    setActiveKey(null);
  }, [location.key]);

  useEffect(() => {
    if (!text.trim()) {
      setGroups(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(text.trim(), controller.signal).then(
        (found) => setGroups(found),
        () => {
          // Spec 8: a failed autocomplete call empties the list; aborted calls are superseded.
          if (!controller.signal.aborted) setGroups([]);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, suggest]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const showing = open && text.trim() !== "" && groups !== null;
  const expanded = showing && options.length > 0;

  function choose(href: string) {
    setOpen(false);
    setActiveKey(null);
    navigate(localized(href));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const modifier = event.ctrlKey || event.metaKey || event.altKey;
    if (allowedKey && event.key.length === 1 && !modifier && !allowedKey.test(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      const next =
        event.key === "ArrowDown" ? (active < last ? active + 1 : 0) : active > 0 ? active - 1 : last;
      setActiveKey(options[next]?.key ?? null);
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option.href);
      }
      return;
    }
    if (event.key === "Escape" && showing) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveKey(null);
    }
  }

  let index = -1;
  return (
    <div className={`combobox ${className ?? ""}`} ref={wrapper}>
      <label htmlFor={inputId} className={showLabel ? "combobox-label" : "visually-hidden"}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        // type="text": HTML allows role="combobox" (and aria-expanded) on a text input, not a search input.
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={maxLength}
        ref={input}
        defaultValue={defaultValue}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!expanded}>
        {groups?.map((group, groupIndex) => {
          const labelId = `${listId}-g${groupIndex}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's option groups are role="group" (ARIA combobox pattern); a fieldset is for form controls
            <div key={group.label} role="group" aria-labelledby={labelId} className="combobox-group">
              <div id={labelId} role="presentation" className="combobox-group-label">
                {group.label}
              </div>
              {group.options.map((option) => {
                index += 1;
                const optionIndex = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
                  <div
                    key={option.key}
                    id={`${listId}-${optionIndex}`}
                    role="option"
                    aria-selected={optionIndex === active}
                    tabIndex={-1}
                    className="combobox-option"
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => choose(option.href)}
                    onPointerEnter={() => setActiveKey(option.key)}
                  >
                    <span className="combobox-option-label">{option.label}</span>
                    {option.detail ? <span className="combobox-option-detail">{option.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {showing && options.length === 0 ? (
        <div className="combobox-list combobox-empty">{noMatch(text.trim())}</div>
      ) : null}
      <div className="visually-hidden" aria-live="polite">
        {showing
          ? options.length > 0
            ? `${options.length} ${m.search_suggestions()}`
            : m.search_no_suggestions()
          : ""}
      </div>
    </div>
  );
}
