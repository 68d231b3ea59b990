import type { DocumentEntry } from "#shared/documents/document-entry.ts";
import { DOCUMENT_TYPES } from "#shared/documents/document-kinds.ts";
import { formatFileSize } from "#shared/documents/file-size.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { formatLongDate } from "#shared/site/date-format.ts";
import { usePageLocale } from "../../i18n/page-locale.ts";
import { useFileUrl } from "../../settings.ts";
import { COUNTRY_LABELS, documentTitle, LANGUAGE_LABELS, TYPE_GROUPS } from "./document-labels.ts";

/** A product's document as the pages list it, with its size where the page knows it. */
export type ListedDocument = DocumentEntry & { size?: number | null };

/** What tells one document from its siblings: "Great Britain, English", "Union européenne, anglais". */
function where(document: ListedDocument): string {
  return `${COUNTRY_LABELS[document.country]()}, ${LANGUAGE_LABELS[document.language]()}`;
}

/** Documents as PDF links, each with its country, language, version, date and (where known) size. */
export function DocumentList({ documents }: { documents: ListedDocument[] }) {
  const fileUrl = useFileUrl();
  const locale = usePageLocale();
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.href}>
          <a href={document.onFileBase ? fileUrl(document.href) : document.href} type="application/pdf">
            {`${documentTitle(document.title)} `}
            <span className="document-where">{`(${where(document)})`}</span>
          </a>
          <span className="document-meta">
            {m.documents_version({ version: document.version })}
            <time dateTime={document.date}>{formatLongDate(document.date, locale)}</time>
            {` · PDF${typeof document.size === "number" ? `, ${formatFileSize(document.size, locale)}` : ""}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Documents grouped by type, in the fixed order of shared/documents/document-kinds.ts. */
export function GroupedDocuments({ documents }: { documents: ListedDocument[] }) {
  return DOCUMENT_TYPES.map((type) => {
    const group = documents.filter((document) => document.type === type.slug);
    return group.length > 0 ? (
      <div key={type.slug} className="document-group">
        <h3>{TYPE_GROUPS[type.slug]()}</h3>
        <DocumentList documents={group} />
      </div>
    ) : null;
  });
}
