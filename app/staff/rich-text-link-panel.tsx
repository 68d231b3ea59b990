import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  externalLinkAddress,
  isExternalAddress,
  isSiteAddress,
} from "#shared/content-editing/link-address.ts";
import { type LinkTarget, linkTargetsHref } from "#shared/content-editing/link-targets.ts";

/** A link as the editor writes it: an internal one never opens a new tab. */
export type ChosenLink = { href: string; newTab: boolean; text: string };

type Props = {
  /** The link at the selection, when there is one: the panel then edits it. */
  current: { href: string; newTab: boolean } | null;
  onApply: (link: ChosenLink) => void;
  onRemove: () => void;
  onClose: () => void;
};

type Found = { query: string; targets: LinkTarget[] } | { query: string; failed: true };

/**
 * The rich-text field's link form: a page of the site found by searching its title, or another
 * site's address (validated: http, https or mailto), which alone may open in a new tab. It sits
 * inside the editor's form, so it has no form of its own: its controls have no names (nothing of
 * it is posted) and Enter applies the link instead of submitting the editor.
 */
export function LinkPanel({ current, onApply, onRemove, onClose }: Props) {
  const id = useId();
  const [to, setTo] = useState<"site" | "external">(
    current && !isSiteAddress(current.href) ? "external" : "site",
  );
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [chosen, setChosen] = useState<LinkTarget | null>(
    current && isSiteAddress(current.href) ? { title: current.href, path: current.href, kind: "" } : null,
  );
  const [address, setAddress] = useState(current && !isSiteAddress(current.href) ? current.href : "");
  const [newTab, setNewTab] = useState(current?.newTab ?? false);
  const [error, setError] = useState("");
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  useEffect(() => {
    const words = query.trim();
    if (to !== "site" || !words) return;
    const controller = new AbortController();
    // A pause in typing before asking: one request per word typed, not per key.
    const timer = setTimeout(() => {
      fetch(linkTargetsHref(words), { signal: controller.signal, headers: { accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`link search answered ${response.status}`);
          const body = (await response.json()) as { targets: LinkTarget[] };
          setFound({ query: words, targets: body.targets });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound({ query: words, failed: true });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, to]);

  const typedExternal = to === "external" && isExternalAddress(externalHrefOrEmpty(address));

  function apply() {
    if (to === "site") {
      if (!chosen) return setError("Search for the page, then choose it from the list.");
      return onApply({ href: chosen.path, newTab: false, text: chosen.title });
    }
    const result = externalLinkAddress(address);
    if ("error" in result) return setError(result.error);
    onApply({ href: result.href, newTab: newTab && isExternalAddress(result.href), text: address.trim() });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      // An Enter in a text box would submit the whole editor form.
      event.preventDefault();
      if (event.target.type !== "search") apply();
    }
  }

  const errorId = `${id}-error`;
  const results = found && found.query === query.trim() ? found : null;
  return (
    <fieldset className="staff-link-panel" onKeyDown={onKeyDown}>
      <legend className="staff-link-panel-title">{current ? "Edit link" : "Add a link"}</legend>
      <div className="staff-field">
        <label htmlFor={`${id}-to`}>Link to</label>
        <select
          id={`${id}-to`}
          ref={first}
          value={to}
          onChange={(event) => {
            setTo(event.target.value === "external" ? "external" : "site");
            setError("");
          }}
        >
          <option value="site">A page of this site</option>
          <option value="external">Another site or an e-mail address</option>
        </select>
      </div>
      {to === "site" ? (
        <>
          <div className="staff-field">
            <label htmlFor={`${id}-search`}>Find a page or product by its title</label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              autoComplete="off"
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <p className="staff-hint" role="status">
            {results === null
              ? ""
              : "failed" in results
                ? "The search did not answer; try again."
                : results.targets.length === 0
                  ? "No live page has these words in its title."
                  : `${results.targets.length} found: choose one.`}
          </p>
          {results && !("failed" in results) && results.targets.length > 0 ? (
            <ul className="staff-link-results" aria-label="Pages found">
              {results.targets.map((target) => (
                <li key={target.path}>
                  <button
                    type="button"
                    className="staff-button staff-button--quiet"
                    aria-pressed={chosen?.path === target.path}
                    onClick={() => {
                      setChosen(target);
                      setError("");
                    }}
                  >
                    {target.title} <span className="staff-hint">({target.kind})</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {chosen ? <p className="staff-hint">Links to {chosen.path}</p> : null}
        </>
      ) : (
        <>
          <div className="staff-field">
            <label htmlFor={`${id}-address`}>Address</label>
            <span className="staff-hint" id={`${id}-address-hint`}>
              A web address (https://…) or an e-mail address.
            </span>
            <input
              id={`${id}-address`}
              type="text"
              inputMode="url"
              value={address}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-address-hint ${errorId}` : `${id}-address-hint`}
              onChange={(event) => {
                setAddress(event.target.value);
                setError("");
              }}
            />
          </div>
          {typedExternal ? (
            <label className="staff-check">
              <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
              Open in a new tab
            </label>
          ) : null}
        </>
      )}
      {error ? (
        <p className="staff-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div className="staff-buttons">
        <button type="button" className="staff-button" onClick={apply}>
          Apply link
        </button>
        {current ? (
          <button type="button" className="staff-button staff-button--quiet" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

/** The address as it would be linked, or nothing while it is not one yet (for the new-tab choice). */
function externalHrefOrEmpty(typed: string): string {
  const result = externalLinkAddress(typed);
  return "href" in result ? result.href : "";
}
