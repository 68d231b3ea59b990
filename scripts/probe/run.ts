/**
 * `npm run probe`: the production build behind an nginx HTTPS front on loopback, on a PostgreSQL
 * database of its own, probed as an outsider would: Observatory-style scoring of four addresses,
 * hostile inputs, a held load, and enquiries sent through kills, a database cut and an SMTP outage.
 * Bounded: a fixed number of requests per phase, about four minutes in all, and a watchdog that
 * stops everything after ten. Ports: PROBE_PORT (default 4430) and the five after it. Settings the
 * probe does not fix are passed to the service from the environment.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printTable } from "../support/print-table.ts";
import { ROOT } from "../support/service-process.ts";
import { surviveFaults } from "./faults.ts";
import { type Client, httpClient } from "./https-client.ts";
import { tryInputs } from "./inputs.ts";
import { holdLoad } from "./load.ts";
import { type PageScore, scanPage } from "./observatory-scan.ts";
import { startProbeDatabase } from "./postgres-link.ts";
import { serviceControl } from "./service-control.ts";
import { startSmtpPeer } from "./smtp-peer.ts";
import { startTlsFront } from "./tls-front.ts";
import { visit } from "./visitor.ts";

const BASE_PORT = Number(process.env.PROBE_PORT ?? 4430);
const PORTS = {
  service: BASE_PORT,
  https: BASE_PORT + 1,
  http: BASE_PORT + 2,
  databaseLink: BASE_PORT + 3,
  smtp: BASE_PORT + 4,
  metrics: BASE_PORT + 5,
};
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const WATCHDOG_MS = 10 * 60_000;

const startedAt = Date.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-probe-"));
const smtp = await startSmtpPeer(PORTS.smtp);
const database = await startProbeDatabase(ADMIN_DATABASE_URL, PORTS.databaseLink);
const service = serviceControl({
  // As docs/operations.md deploys it behind an HTTPS front; `HTTPS_REDIRECT=off npm run probe` measures without.
  HTTPS_REDIRECT: "on",
  ...(process.env as Record<string, string>),
  NODE_ENV: "production",
  PORT: String(PORTS.service),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: database.linkedUrl,
  // The front is the only proxy; it passes the client's address and scheme on.
  TRUST_PROXY: "127.0.0.1",
  PUBLIC_SITE_URL: `https://127.0.0.1:${PORTS.https}`,
  SMTP_URL: smtp.url,
  // Retries soon after the SMTP peer returns; a killed instance's claimed mail is taken over within seconds.
  MAIL_RETRY_MS: "500",
  MAIL_LEASE_MS: "8000",
  // The probe is one client address sending hundreds of enquiries; the limit is for people.
  ENQUIRY_RATE_LIMIT: "1000000000",
  METRICS: "on",
  METRICS_PORT: String(PORTS.metrics),
  LOG_LEVEL: "warn",
});
let front: Awaited<ReturnType<typeof startTlsFront>> | undefined;

async function cleanUp() {
  await service.stop("SIGKILL").catch(() => {});
  await front?.stop().catch(() => {});
  await smtp.stop().catch(() => {});
  await database
    .close()
    .catch((error: unknown) => console.error(`could not drop the probe database: ${error}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const watchdog = setTimeout(() => {
  console.error(`probe still running after ${WATCHDOG_MS / 60_000} minutes: stopping`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);

try {
  await service.start();
  front = await startTlsFront(PORTS.service, PORTS.https, PORTS.http);
  const client = httpClient(front.certificate);
  const site = front.httpsUrl;
  const productPath = await firstProductPath(client, site);
  const paths = ["/", productPath, "/api/list?catId=3", "/contact-us"];

  heading(`Observatory-style scoring over ${site} (MDN HTTP Observatory rules)`);
  const scores: PageScore[] = [];
  for (const page of paths) scores.push(await scanPage(client, front, page));
  printScores(scores);

  heading("Hostile inputs, sent to the service directly");
  const errorsBefore = service.errorLines();
  const oneShot = httpClient(front.certificate, false);
  const inputs = await tryInputs(oneShot, `http://127.0.0.1:${PORTS.service}`, productPath);
  oneShot.close();
  const inputErrorLines = service.errorLines() - errorsBefore;
  printTable(
    ["input", "sent", "3xx", "4xx", "5xx", "reflected", "seconds"],
    inputs.tallies.map((t) => [
      t.kind,
      String(t.sent),
      String(t.redirected),
      String(t.client),
      String(t.server),
      String(t.reflected),
      t.seconds.toFixed(0),
    ]),
  );
  const sent = inputs.tallies.reduce((sum, t) => sum + t.sent, 0);
  const failed = inputs.tallies.reduce((sum, t) => sum + t.server, 0);
  const reflected = inputs.tallies.reduce((sum, t) => sum + t.reflected, 0);
  console.log(
    `${sent} inputs tried: ${failed} got a 5xx or no answer, ${reflected} came back as live markup`,
  );
  console.log(`error-level log lines while they were sent: ${inputErrorLines}`);
  for (const failure of inputs.failures.slice(0, 40)) console.log(`  ${failure}`);
  console.log("slowest answers:");
  for (const { what, ms } of inputs.slowest) console.log(`  ${ms.toFixed(0)} ms: ${what}`);

  heading("Load held through the front");
  const memoryBefore = await residentMegabytes();
  const load = await holdLoad(client, site, [productPath, "/api/list?catId=3"]);
  const memoryAfter = await residentMegabytes();
  console.log(
    `${load.path}: ${load.connections} connections for ${load.seconds} s: ${load.requestsPerSecond.toFixed(0)} req/s, ` +
      `p99 ${load.p99} ms, ${load.failed} failed`,
  );
  console.log(
    `meanwhile ${load.others.sent} other requests (${load.others.paths.join(", ")}): p50 ${load.others.p50.toFixed(0)} ms, ` +
      `p99 ${load.others.p99.toFixed(0)} ms, max ${load.others.max.toFixed(0)} ms, ${load.others.failed} failed`,
  );
  console.log(`service resident memory: ${memoryBefore} MB before, ${memoryAfter} MB after`);

  heading("Faults survived: enquiries through the front across kills, a PostgreSQL cut and an SMTP outage");
  const faults = await surviveFaults(client, site, await visit(client, site), service, database, smtp);
  const lost = new Set([...faults.notStored, ...faults.notMailed]).size;
  console.log(
    `${lost} of ${faults.acknowledged} acknowledged enquiries lost ` +
      `(${faults.notStored.length} not in the database, ${faults.notMailed.length} not mailed)` +
      (faults.mailCatchUpSeconds === undefined
        ? ""
        : `; every mail arrived within ${faults.mailCatchUpSeconds.toFixed(0)} s of the SMTP peer's return`),
  );
  for (const crash of service.crashes) console.log(`the service ${crash}`);
  client.close();

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  console.log(
    `\nsettings: commit ${commit}, node ${process.version}, ${os.cpus().length} CPUs, PostgreSQL through a cuttable relay, ` +
      `nginx TLS front, ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all, load average ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
  );
  if (failed > 0 || reflected > 0 || lost > 0 || service.crashes.length > 0) process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}

function heading(text: string) {
  console.log(`\n${text} (at ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
}

async function firstProductPath(client: Client, site: string): Promise<string> {
  const list = await client.send(`${site}/product?cat_id=3`);
  const href = /href="(\/products\/[^"?#]+)"/.exec(list.body)?.[1];
  if (!href) throw new Error("no product link on /product?cat_id=3");
  return href;
}

async function residentMegabytes(): Promise<string> {
  const metrics = await fetch(`http://127.0.0.1:${PORTS.metrics}/metrics`).then(
    (response) => response.text(),
    () => "",
  );
  const bytes = /^process_resident_memory_bytes (\d+)/m.exec(metrics)?.[1];
  return bytes === undefined ? "?" : (Number(bytes) / 2 ** 20).toFixed(0);
}

function printScores(scores: PageScore[]) {
  const tests = scores[0]?.card.tests.map((entry) => entry.test) ?? [];
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  printTable(
    ["test", ...scores.map((entry) => entry.path)],
    [
      ...tests.map((test, row) => [
        test,
        ...scores.map((entry) => {
          const result = entry.card.tests[row];
          return result ? `${signed(result.modifier)} ${result.result}` : "";
        }),
      ]),
      ["score", ...scores.map((entry) => `${entry.card.score} (${entry.card.grade})`)],
      [
        "score if the front redirected HTTP",
        ...scores.map((entry) => `${entry.withRedirectingFront.score} (${entry.withRedirectingFront.grade})`),
      ],
    ],
  );
}
