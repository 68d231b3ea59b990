import { useEffect, useState } from "react";

/**
 * A link to hand on, shown in a read-only box to select and copy; with JavaScript, a button copies
 * it. The button appears only once the page runs, since without JavaScript it could do nothing.
 */
export function CopyLink({
  link,
  label,
  copyLabel = "Copy link",
}: {
  link: string;
  label: string;
  /** The button's text: what it copies. */
  copyLabel?: string;
}) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);
  return (
    <span className="staff-inline">
      <input
        type="text"
        readOnly
        value={link}
        aria-label={label}
        onFocus={(event) => event.target.select()}
      />
      {canCopy && (
        <button
          type="button"
          className="staff-button staff-button--quiet"
          onClick={() => navigator.clipboard.writeText(link).then(() => setCopied(true))}
        >
          {copyLabel}
        </button>
      )}
      <span role="status">{copied ? "Copied" : ""}</span>
    </span>
  );
}
