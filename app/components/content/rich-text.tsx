import { localizeRichTextLinks } from "#shared/i18n/rich-text-links.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";

/**
 * HTML from the content tables, sanitised with the allow-list when it was seeded; its links to the
 * site's pages lead to them in the page's language.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const locale = usePageLocale();
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/html/sanitize.ts on seed
      dangerouslySetInnerHTML={{ __html: localizeRichTextLinks(html, locale) }}
    />
  );
}
