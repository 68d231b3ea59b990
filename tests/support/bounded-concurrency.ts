/** What a crawler of the sitemap keeps open at once. */
export const CRAWLER_CONNECTIONS = 16;

/**
 * Maps `items` with at most `limit` calls in flight, as a polite crawler fetches a sitemap: one client
 * address opening hundreds of connections at once is what the per-address connection cap refuses.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
