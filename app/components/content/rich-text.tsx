/** HTML from the content tables, sanitised with the allow-list when it was seeded. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/html/sanitize.ts on seed
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
