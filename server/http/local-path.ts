/** Backslashes and control characters, which URL parsers read as slashes or drop. */
const UNSAFE_IN_PATH = /[\\\p{Cc}]/u;

/**
 * A path on this site to send the visitor to: one leading `/`, no scheme, host, backslash or control
 * character (`//evil.example`, `/\evil.example`, `https:…` are refused), at most 2,000 characters.
 */
export function localReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000 || UNSAFE_IN_PATH.test(value)) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  const url = new URL(value, "http://site.invalid");
  const path = `${url.pathname}${url.search}`;
  // `/.//evil.example` resolves to `//evil.example`, which a browser would take for a host.
  return url.origin === "http://site.invalid" && !path.startsWith("//") ? path : undefined;
}
