import autocannon from "autocannon";
import type { Client } from "./https-client.ts";

export type LoadReport = {
  path: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99: number;
  failed: number;
  /** Other visitors' requests made during the load, one at a time. */
  others: { paths: string[]; sent: number; failed: number; p50: number; p99: number; max: number };
};

const CONNECTIONS = 20;
const SECONDS = 10;
/** How often another visitor asks for a page while the load runs. */
const OTHERS_EVERY_MS = 100;

/**
 * autocannon holds the home page through the HTTPS front with 20 connections for 10 s while another
 * visitor asks for a product page and a product list in turn: the load's rate and p99, and the
 * other visitor's latency.
 */
export async function holdLoad(client: Client, siteUrl: string, otherPaths: string[]): Promise<LoadReport> {
  const path = "/";
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const others = (async () => {
    for (let turn = 0; running; turn++) {
      const started = performance.now();
      const answer = await client
        .send(`${siteUrl}${otherPaths[turn % otherPaths.length]}`)
        .catch(() => undefined);
      latencies.push(performance.now() - started);
      if (answer?.status !== 200) failed++;
      await new Promise((resolve) => setTimeout(resolve, OTHERS_EVERY_MS));
    }
  })();
  const result = await autocannon({
    url: `${siteUrl}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br" },
  });
  running = false;
  await others;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return {
    path,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    others: { paths: otherPaths, sent: latencies.length, failed, p50: at(0.5), p99: at(0.99), max: at(1) },
  };
}
