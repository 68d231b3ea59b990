import type { Client } from "./https-client.ts";
import type { ProbeDatabase } from "./postgres-link.ts";
import { withClient } from "./postgres-link.ts";
import type { ServiceControl } from "./service-control.ts";
import type { SmtpPeer } from "./smtp-peer.ts";
import { sendEnquiry, type Visitor } from "./visitor.ts";

type FaultStep = { name: string; seconds: number; answers: Record<string, number> };
export type FaultsReport = {
  steps: FaultStep[];
  acknowledged: number;
  notStored: string[];
  notMailed: string[];
  /** Seconds from the SMTP peer's return until the last acknowledged enquiry's mail arrived. */
  mailCatchUpSeconds: number | undefined;
};

/** Visitors sending enquiries at once, each pausing between enquiries like a person would not. */
const SENDERS = 2;
const PAUSE_MS = 250;
const STEADY_MS = 5_000;
const DATABASE_CUT_MS = 15_000;
const SMTP_OUTAGE_MS = 45_000;
const MAIL_WAIT_MS = 120_000;

/**
 * Enquiries go on through a SIGKILL and a SIGTERM of the service (each followed by a restart), a cut
 * of its PostgreSQL connections and an SMTP outage. Afterwards every enquiry acknowledged with a 201
 * and a reference must be in the database and its notification must have reached the SMTP peer.
 */
export async function surviveFaults(
  client: Client,
  siteUrl: string,
  visitor: Visitor,
  service: ServiceControl,
  database: ProbeDatabase,
  smtp: SmtpPeer,
): Promise<FaultsReport> {
  const acknowledged: string[] = [];
  const steps: FaultStep[] = [];
  let answers: Record<string, number> = {};
  let sending = true;
  let count = 0;

  async function sender() {
    while (sending) {
      const answer = await sendEnquiry(client, siteUrl, visitor, `Probe enquiry ${count++}`).catch(
        () => undefined,
      );
      const key = answer ? String(answer.status) : "no answer";
      answers[key] = (answers[key] ?? 0) + 1;
      if (answer?.status === 201)
        acknowledged.push((JSON.parse(answer.body) as { reference: string }).reference);
      await sleep(PAUSE_MS);
    }
  }
  async function step(name: string, action: () => Promise<void>) {
    const started = Date.now();
    answers = {};
    await action();
    steps.push({ name, seconds: (Date.now() - started) / 1000, answers });
    console.log(`  ${name}: ${tallyText(answers)}`);
  }

  const senders = Array.from({ length: SENDERS }, sender);
  await step("steady", () => sleep(STEADY_MS));
  await step("SIGKILL, restart", async () => {
    await service.stop("SIGKILL");
    await service.start();
    await sleep(STEADY_MS);
  });
  await step("SIGTERM, restart", async () => {
    await service.stop("SIGTERM");
    await service.start();
    await sleep(STEADY_MS);
  });
  await step(`PostgreSQL cut ${DATABASE_CUT_MS / 1000} s`, async () => {
    database.cut();
    await sleep(DATABASE_CUT_MS);
    database.restore();
    await sleep(STEADY_MS);
  });
  let smtpBack = 0;
  await step(`SMTP down ${SMTP_OUTAGE_MS / 1000} s`, async () => {
    await smtp.stop();
    await sleep(SMTP_OUTAGE_MS);
    await smtp.start();
    smtpBack = Date.now();
    await sleep(STEADY_MS);
  });
  sending = false;
  await Promise.all(senders);

  const stored = await withClient(database.directUrl, async (db) => {
    const rows = await db.query<{ reference: string }>(
      "select reference from enquiries where reference = any($1::text[])",
      [acknowledged],
    );
    return new Set(rows.rows.map((row) => row.reference));
  });
  const mailed = () => new Set(smtp.references);
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (acknowledged.some((reference) => !mailed().has(reference)) && Date.now() < deadline)
    await sleep(500);
  const notMailed = acknowledged.filter((reference) => !mailed().has(reference));
  return {
    steps,
    acknowledged: acknowledged.length,
    notStored: acknowledged.filter((reference) => !stored.has(reference)),
    notMailed,
    mailCatchUpSeconds: notMailed.length === 0 ? (Date.now() - smtpBack) / 1000 : undefined,
  };
}

function tallyText(answers: Record<string, number>): string {
  return Object.entries(answers)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
