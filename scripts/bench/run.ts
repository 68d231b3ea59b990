/**
 * `npm run bench`: autocannon against the production build on loopback, one scenario after the
 * other (scenarios.ts), with nginx serving the same home page from disk, in the same encodings, as the
 * physical limit.
 * Bounded: BENCH_SECONDS per scenario (default 10); BENCH_ONLY=<text> runs only the scenarios whose
 * name contains that text (e.g. `BENCH_ONLY=API`). Prints a table, the site's memory and the settings it used.
 */
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { parseSetCookie } from "cookie";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_HOST_COOKIE } from "#shared/site/anti-forgery.ts";
import { startServiceProcess } from "../support/service-process.ts";
import { fetchEncoded, startNginxBaseline } from "./nginx-baseline.ts";
import {
  CAMPAIGN_TO_HOME_TARGET,
  ENQUIRY_BODY,
  HOME_TO_NGINX_TARGET,
  SCENARIOS,
  type Scenario,
} from "./scenarios.ts";
import { prepareSyntheticDataDir } from "./synthetic-catalogue.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4420);
const NGINX_PORT = SITE_PORT + 1;
/** The site's own metrics listener, read once for its memory after the run. */
const METRICS_PORT = SITE_PORT + 2;
/** Synthetic products added to the sample catalogue, so search is measured at scale. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ONLY = process.env.BENCH_ONLY ?? "";
const scenarios = SCENARIOS.filter((scenario) => scenario.name.includes(ONLY));

type Row = { scenario: Scenario; rps: number; p50: number; p975: number; p99: number; failures: number };

const loadBefore = os.loadavg()[0] ?? 0;
console.log(`loading the sample content and ${PRODUCTS} synthetic products…`);
const dataDir = await prepareSyntheticDataDir(PRODUCTS);
const site = await startServiceProcess(
  SITE_PORT,
  {
    DATA_DIR: dataDir,
    // The data was prepared in SQLite; a DATABASE_URL from the environment must not redirect the site.
    DATABASE_URL: "",
    NODE_ENV: "production",
    // The bench is one client address sending thousands of enquiries; the limit is for people.
    ENQUIRY_RATE_LIMIT: "1000000000",
    METRICS: "on",
    METRICS_PORT: String(METRICS_PORT),
  },
  // The service indexes every product before it listens: seconds for 100,000 on a busy machine.
  120_000,
).catch((error: unknown) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const nginx = scenarios.some((scenario) => scenario.target === "nginx")
  ? await startNginxBaseline(`${site.url}/`, NGINX_PORT)
  : undefined;

try {
  if (nginx) await printPageBytes(nginx.url);
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    const options = await requestOptions(scenario);
    if (!options) {
      console.log(`skipped: ${scenario.name} (the site sets no anti-forgery cookie yet)`);
      continue;
    }
    await autocannon({ ...options, duration: 1 }); // warm caches and connections
    const result = await autocannon({ ...options, duration: SECONDS });
    rows.push({
      scenario,
      rps: result.requests.average,
      p50: result.latency.p50,
      p975: result.latency.p97_5,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  printReport(rows, await residentMegabytes());
} finally {
  await nginx?.stop();
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function requestOptions(scenario: Scenario): Promise<autocannon.Options | undefined> {
  const base = scenario.target === "nginx" && nginx ? nginx.url.replace(/\/$/, "") : site.url;
  const options: autocannon.Options = { url: `${base}${scenario.path}`, connections: scenario.connections };
  if (scenario.page) options.headers = { "accept-encoding": "br" };
  if (scenario.builtEachRequest)
    options.requests = [builtEachRequest(scenario.path, scenario.uniqueParameter)];
  if (!scenario.enquiry) return options;
  const token = await antiForgeryToken();
  if (!token) return undefined;
  return {
    ...options,
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token },
    body: JSON.stringify(ENQUIRY_BODY),
  };
}

/** The comparison is fair only if both sides send the same bytes: says whether they do. */
async function printPageBytes(nginxUrl: string) {
  const [ours, theirs] = await Promise.all([
    fetchEncoded(`${site.url}/`, "br"),
    fetchEncoded(nginxUrl, "br"),
  ]);
  const same = ours.encoding === theirs.encoding && ours.body.equals(theirs.body);
  console.log(
    `home page asked for with Accept-Encoding: br: the site sends ${ours.body.length} bytes (${ours.encoding}), ` +
      `nginx ${theirs.body.length} bytes (${theirs.encoding}): ${same ? "the same bytes" : "NOT the same bytes"}`,
  );
}

/** Requests of `path` built one by one, each with a value of `parameter` (if any) no request before had. */
function builtEachRequest(path: string, parameter: string | undefined): autocannon.Request {
  let count = 0;
  const separator = path.includes("?") ? "&" : "?";
  return {
    setupRequest(request) {
      count++;
      return { ...request, path: parameter ? `${path}${separator}${parameter}=${count}` : path };
    },
  };
}

/** The token the site hands a browser with its first page. */
async function antiForgeryToken(): Promise<string | undefined> {
  const response = await fetch(`${site.url}/contact-us`);
  await response.body?.cancel();
  return response.headers
    .getSetCookie()
    .map((header) => parseSetCookie(header))
    .find(({ name }) => name === XSRF_COOKIE || name === XSRF_HOST_COOKIE)?.value;
}

/** The site process's resident memory after the run, as its own metrics report it. */
async function residentMegabytes(): Promise<number | undefined> {
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const bytes = /^process_resident_memory_bytes (\d+)/m.exec(metrics)?.[1];
  return bytes === undefined ? undefined : Number(bytes) / 2 ** 20;
}

function printReport(rows: Row[], residentMb: number | undefined) {
  const header = ["scenario", "conns", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "failed"];
  const cells = rows.map((row) => [
    row.scenario.name,
    String(row.scenario.connections),
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p975),
    String(row.p99),
    String(row.failures),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${line(header)}`);
  for (const row of cells) console.log(line(row));

  const plainHome = (row: Row) =>
    row.scenario.target === "site" && row.scenario.path === "/" && !row.scenario.uniqueParameter;
  const home = rows.find((row) => plainHome(row) && !row.scenario.builtEachRequest);
  const homeBuiltEachRequest = rows.find((row) => plainHome(row) && row.scenario.builtEachRequest);
  const limit = rows.find((row) => row.scenario.target === "nginx");
  const campaign = rows.find((row) => row.scenario.uniqueParameter);
  const share = (part: Row, whole: Row, target: number, what: string) => {
    const ratio = part.rps / whole.rps;
    const verdict = ratio >= target ? "meets" : "misses";
    console.log(
      `${what}: ${(ratio * 100).toFixed(0)}% of ${whole.scenario.name}'s requests/s (${verdict} the ${(target * 100).toFixed(0)}% target)`,
    );
  };
  console.log("");
  if (home && limit) share(home, limit, HOME_TO_NGINX_TARGET, "home page");
  // Against the home page built the same way in the client, so only the server's extra work counts.
  if (campaign && homeBuiltEachRequest)
    share(campaign, homeBuiltEachRequest, CAMPAIGN_TO_HOME_TARGET, campaign.scenario.name);
  if (campaign && home)
    console.log(
      `${campaign.scenario.name}: ${((campaign.rps / home.rps) * 100).toFixed(0)}% of ${home.scenario.name}'s requests/s (client cost included)`,
    );
  if (residentMb !== undefined)
    console.log(`site process resident memory after the run: ${residentMb.toFixed(0)} MB`);
  console.log(
    `settings: node ${process.version}, NODE_ENV=production, embedded SQLite, ${PRODUCTS} synthetic products, ${os.cpus().length} CPUs, ` +
      `${SECONDS} s per scenario on loopback, load average ${loadBefore.toFixed(1)} before the run and ${(os.loadavg()[0] ?? 0).toFixed(1)} after`,
  );
}
