import { useEffect, useState } from "react";

const WIDTHS = [
  { name: "phone", label: "Phone" },
  { name: "desktop", label: "Desktop" },
] as const;
type Width = (typeof WIDTHS)[number]["name"];

type Props = {
  /** The draft's preview address; null until a new item's first save gives it one. */
  path: string | null;
  /** The draft's version: each new one (an autosave, a save) reloads the preview. */
  version: number;
};

/**
 * The live preview beside the form (issue 31): the saved draft rendered as the public page, at a
 * phone's or a desktop's width, reloaded after every autosave, so it follows the typing a few
 * seconds behind. With JavaScript only: without it, Preview shows the same page in place.
 */
export function LivePreview({ path, version }: Props) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<Width>("desktop");
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <section className="staff-live-preview" data-open={open || undefined} aria-label="Live preview">
      <div className="staff-buttons">
        <button
          type="button"
          className="staff-button staff-button--quiet"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide the page beside the form" : "Show the page beside the form"}
        </button>
        {open
          ? WIDTHS.map((choice) => (
              <button
                key={choice.name}
                type="button"
                className="staff-button staff-button--quiet"
                aria-pressed={width === choice.name}
                onClick={() => setWidth(choice.name)}
              >
                {choice.label}
              </button>
            ))
          : null}
        {open && path ? (
          <a href={path} target="_blank" rel="noopener">
            Open it in a new tab
          </a>
        ) : null}
      </div>
      {open && path ? (
        <div className={`staff-live-preview-frame staff-live-preview-frame--${width}`}>
          <iframe key={version} src={path} title="Preview of the saved draft" />
        </div>
      ) : null}
      {open && !path ? (
        <p className="staff-hint">The preview appears once the draft is first saved.</p>
      ) : null}
    </section>
  );
}
