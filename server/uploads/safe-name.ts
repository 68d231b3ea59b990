const MAX_NAME_LENGTH = 100;

/**
 * A file name fit for a Content-Disposition header and a page: the last path segment only, ASCII
 * letters, digits, dots, dashes and underscores (anything else becomes a dash), with the extension
 * of what the file really is.
 */
export function safeFileName(originalName: string, extension: string): string {
  const base = (originalName.split(/[\\/]/).at(-1) ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    // Accents come apart from their letters under NFKD; dropping them keeps "Über" readable as "Uber".
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, MAX_NAME_LENGTH - extension.length - 1);
  return `${base || "file"}.${extension}`;
}
