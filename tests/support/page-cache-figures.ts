import type { TestService } from "./test-service.ts";

/** The page cache's figures as an operator reads them from `/metrics`. */
export async function pageCacheFigures(service: TestService) {
  const url = service.metricsUrl();
  if (!url) throw new Error("metrics are not being served");
  const text = await (await fetch(url)).text();
  const figure = (name: string) => {
    const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
    if (!line) throw new Error(`/metrics has no ${name}`);
    return Number(line.slice(name.length + 1));
  };
  return {
    hits: figure('page_cache_lookups_total{result="hit"}'),
    misses: figure('page_cache_lookups_total{result="miss"}'),
    entries: figure("page_cache_entries"),
    bytes: figure("page_cache_bytes"),
    maxBytes: figure("page_cache_max_bytes"),
  };
}

/** Whether a page came from the cache: a cached copy's policy allows its scripts by hash, not nonce. */
export function servedFromCache(response: Response): boolean {
  const policy = response.headers.get("content-security-policy") ?? "";
  return policy.includes("'sha256-") && !policy.includes("'nonce-");
}

/**
 * Asks for a page until the cache answers it, a bounded number of times (the answer's body unread): the cache skips storing
 * a page while it is busy compressing others, as it may be under load (earlier tests' pages).
 */
export async function untilServedFromCache(ask: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await ask();
    if (servedFromCache(response) || attempt === 50) return response;
    await response.arrayBuffer();
  }
}
