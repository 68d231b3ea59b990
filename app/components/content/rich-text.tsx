/** HTML from the content tables, sanitised with the allow-list when it was seeded. */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/html/sanitize.ts on seed
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
