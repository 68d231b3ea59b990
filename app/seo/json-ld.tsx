import { useNonce } from "../nonce.tsx";

/**
 * Structured data for search engines, which read it in the server's HTML. Pages pass
 * `import.meta.env.SSR && data`: the browser build then carries no structured data nor the code that
 * builds it, and hydration keeps the server's script as it is (React does not compare an element's
 * inner HTML when it hydrates it in production). `<` is escaped so content can never close the script early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | false }) {
  const nonce = useNonce();
  const json = data
    ? JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c")
    : "";
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
