/** Shown above a page rendered from a draft: only the signed-in editor sees it (issue 15). */
export function PreviewBanner({ editorHref }: { editorHref: string }) {
  return (
    <div className="preview-banner" role="status">
      <div className="container">
        <strong>Preview of a draft.</strong> Only signed-in staff see this version; visitors see the published
        page. <a href={editorHref}>Back to the editor</a>
      </div>
    </div>
  );
}
