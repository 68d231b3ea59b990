/** The page types `npm run lighthouse` and `npm run trace` measure (docs/performance.md). */
export const AUDITED_PAGES = ["/", "/product", "/product?cat_id=3", "/news", "/who-we-are", "/sales-enquiry"];

/** The first product page the finder links to for foam control agents: the seventh page type. */
export async function firstProductPage(baseUrl: string): Promise<string | undefined> {
  const html = await (await fetch(`${baseUrl}/product?cat_id=3`)).text();
  return html.match(/href="(\/products\/[^"]+)"/)?.[1];
}
