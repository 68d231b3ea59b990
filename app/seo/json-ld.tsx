import { useNonce } from "../nonce.tsx";

/** Structured data for search engines; `<` is escaped so content can never close the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
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
