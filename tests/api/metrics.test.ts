import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/service-process.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const started: TestService[] = [];
afterAll(() => Promise.all(started.map((service) => service.stop())));

async function start(env: Record<string, string> = {}) {
  const service = await startTestService(env);
  started.push(service);
  return service;
}

describe("metrics", () => {
  it("counts requests by route and status in Prometheus format", async () => {
    const service = await start();
    await (await service.fetch("/api/list?catId=3")).text();
    const response = await service.fetch("/metrics");
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/list",status="200"\} 1/);
    expect(text).toContain("http_request_duration_seconds_bucket");
  });

  it("can be switched off", async () => {
    const service = await start({ METRICS: "off" });
    const response = await service.fetch("/metrics");
    expect(response.status).toBe(404);
    await response.text();
  });

  it("can be served on a port of its own", async () => {
    const port = await freePort();
    const service = await start({ METRICS_PORT: String(port) });
    const main = await service.fetch("/metrics");
    expect(main.status).toBe(404);
    await main.text();
    const separate = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await separate.text()).toContain("process_cpu_user_seconds_total");
  });
});
