import { Counter, Gauge, type Registry } from "prom-client";

/** What operations watch for leads: how many arrive, whether their mails go out, and the backlog. */
export function createEnquiryMetrics(registry: Registry, outboxDepth: () => Promise<number>) {
  const accepted = new Counter({
    name: "enquiries_accepted_total",
    help: "Enquiries stored and acknowledged, by form type and status (received or spam)",
    labelNames: ["type", "status"] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: "enquiry_mail_failures_total",
    help: "Failed attempts to hand an enquiry mail to the SMTP server, by mail kind (team, visitor or owner)",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "enquiry_outbox_depth",
    help: "Enquiry mails not yet accepted by the SMTP server",
    registers: [registry],
    async collect() {
      // A scrape during a database outage keeps the last value rather than failing every metric.
      const depth = await outboxDepth().catch(() => undefined);
      if (depth !== undefined) this.set(depth);
    },
  });
  return {
    accepted(type: string, spam: boolean) {
      accepted.inc({ type, status: spam ? "spam" : "received" });
    },
    mailFailed(kind: string) {
      mailFailures.inc({ kind });
    },
  };
}
