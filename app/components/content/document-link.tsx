import { useFileUrl } from "../../settings.ts";

/** A download link to a PDF under the file base; the file type is said in the link text. */
type Props = {
  file: string;
  label: string;
  /** Said to screen readers after the label, where several links share one label. */
  hiddenContext?: string;
  className?: string;
};

export function DocumentLink({ file, label, hiddenContext, className }: Props) {
  const fileUrl = useFileUrl();
  // An aria-label rather than visually hidden text, which Chromium set apart with a stray space ("Datasheet : …").
  const accessibleName = hiddenContext ? `${label}: ${hiddenContext} (PDF)` : undefined;
  return (
    <a
      className={className ?? "document-link"}
      href={fileUrl(file)}
      type="application/pdf"
      aria-label={accessibleName}
    >
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" className="document-icon">
        <path d="M3 1h7l3 3v11H3z M10 1v3h3" fill="none" stroke="currentColor" strokeWidth="1.3" />
      </svg>
      <span>
        {label} <span className="document-type">(PDF)</span>
      </span>
    </a>
  );
}
