import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/service-process.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { eventually } from "../support/eventually.ts";
import { textOf } from "../support/http-client.ts";
import { startMailCatcher } from "../support/mail-catcher.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const started: TestService[] = [];
afterAll(() => Promise.all(started.map((service) => service.stop())));

async function start(env: Record<string, string> = {}) {
  const service = await startTestService(env);
  started.push(service);
  return service;
}

/** The service's metrics as Prometheus scrapes them, from their own port. */
async function scrape(service: TestService): Promise<Response> {
  const url = service.metricsUrl();
  if (!url) throw new Error("metrics are not being served");
  return fetch(url);
}

describe("metrics", () => {
  it("counts requests by route and status in Prometheus format", async () => {
    const service = await start();
    await textOf(service, "/api/list?catId=3");
    const response = await scrape(service);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/list",status="200"\} 1/);
    expect(text).toContain("http_request_duration_seconds_bucket");
  });

  it("stays off the site's port, on a port of its own bound to loopback", async () => {
    const service = await start();
    const onSite = await service.fetch("/metrics");
    expect(onSite.status).toBe(404);
    await onSite.text();
    expect(service.metricsUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(await (await scrape(service)).text()).toContain("process_cpu_user_seconds_total");
  });

  it("listens on the address and port it is given", async () => {
    const port = await freePort();
    const service = await start({ METRICS_PORT: String(port), METRICS_HOST: "127.0.0.1" });
    expect(service.metricsUrl()).toBe(`http://127.0.0.1:${port}/metrics`);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await response.text()).toContain("process_cpu_user_seconds_total");
  });

  it("can be switched off", async () => {
    const service = await start({ METRICS: "off" });
    expect(service.metricsUrl()).toBeUndefined();
    const response = await service.fetch("/metrics");
    expect(response.status).toBe(404);
    await response.text();
  });

  it("counts accepted enquiries by type and status, including spam", async () => {
    const service = await start({ ENQUIRY_RATE_LIMIT: "100" });
    for (const body of [
      VALID_BODIES.contact,
      VALID_BODIES.contact,
      { ...VALID_BODIES.contact, website: "x" },
    ]) {
      expect((await postEnquiry(service, ENDPOINTS.contact, body)).status).toBe(201);
    }
    expect((await postEnquiry(service, ENDPOINTS.sales, VALID_BODIES.sales)).status).toBe(201);
    const text = await (await scrape(service)).text();
    expect(text).toContain('enquiries_accepted_total{type="contact",status="received"} 2');
    expect(text).toContain('enquiries_accepted_total{type="contact",status="spam"} 1');
    expect(text).toContain('enquiries_accepted_total{type="sales",status="received"} 1');
  });

  it("shows the outbox backlog and failed sends while the mail server is down, and the backlog clearing after", async () => {
    const catcher = await startMailCatcher();
    try {
      catcher.refuse(true);
      const service = await start({ SMTP_URL: catcher.url, MAIL_RETRY_MS: "200", ENQUIRY_RATE_LIMIT: "100" });
      expect((await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact)).status).toBe(201);
      expect((await postEnquiry(service, ENDPOINTS.sales, VALID_BODIES.sales)).status).toBe(201);
      const metrics = async () => (await scrape(service)).text();
      await eventually(
        async () => /enquiry_mail_failures_total\{kind="team"\} [1-9]/.test(await metrics()),
        15_000,
      );
      expect(await metrics()).toMatch(/^enquiry_outbox_depth 2$/m);

      catcher.refuse(false);
      await eventually(async () => /^enquiry_outbox_depth 0$/m.test(await metrics()), 15_000);
      expect(catcher.mails).toHaveLength(2);
    } finally {
      await catcher.stop();
    }
  });
});
