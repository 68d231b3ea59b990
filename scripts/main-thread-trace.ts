/**
 * `npm run trace`: the main-thread work of a first visit to each audited page type on a slow phone.
 * Chromium runs the production build with its CPU slowed four times (as Lighthouse's mobile profile
 * assumes), records a trace from the navigation until a while after React has hydrated the page,
 * and prints the renderer's main-thread time, its longest task and the tasks over 50 ms, which
 * Lighthouse counts as blocking (docs/performance.md, "First load"). A last row measures a blank page
 * (one paragraph, no script) the same way: the browser's own work in a first visit, such as committing
 * the navigation, which no page can go below. The page is driven through the DevTools protocol with
 * no domain enabled that changes what it does (scripts/support/devtools-browser.ts), so the trace
 * holds the work of a visitor's browser and no script or bookkeeping of the measuring.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { devices } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "#shared/site/hydrated-attribute.ts";
import { AUDITED_PAGES, firstProductPage } from "./support/audited-pages.ts";
import { type DevtoolsBrowser, launchDevtoolsBrowser } from "./support/devtools-browser.ts";
import { printTable } from "./support/print-table.ts";
import { startServiceProcess } from "./support/service-process.ts";

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Recording goes on this long after hydration: the counters' and the carousel's first seconds. */
const AFTER_HYDRATION_MS = Number(process.env.TRACE_AFTER_MS ?? 3000);
/** Each page is loaded this many times in a fresh browser context; the table shows medians. */
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
// TRACE_PAGES="/,/news" measures only those pages (and no product page).
const PAGES = process.env.TRACE_PAGES?.split(",") ?? AUDITED_PAGES;
const PHONE = devices["Pixel 7"];
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: without the throttling's pauses or other processes' turns. */
  tdur?: number;
  args?: { name?: string };
};

/** A command to the page under test, typed by what it answers. */
type PageCommand = <T = Record<string, unknown>>(
  method: string,
  params?: Record<string, unknown>,
) => Promise<T>;

type Run = {
  hydratedMs: number;
  taskMs: number;
  cpuMs: number;
  longestMs: number;
  longTasks: number;
  scriptMs: number;
  styleLayoutMs: number;
};

const service = await startServiceProcess(Number(process.env.TRACE_PORT ?? 4430));
const blankPage = http
  .createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end('<!DOCTYPE html><html lang="en"><title>Blank</title><p>A blank page.</p></html>');
  })
  .listen(0, "127.0.0.1");
await new Promise((resolve) => blankPage.once("listening", resolve));
const browser = await launchDevtoolsBrowser();
const loadBefore = os.loadavg();

try {
  const product = process.env.TRACE_PAGES ? undefined : await firstProductPage(service.url);
  const pages = product ? [...PAGES, product] : PAGES;
  const rows: string[][] = [];
  for (const page of pages) {
    // A running site answers from its page cache; the trace should not measure a cold first render.
    await (await fetch(`${service.url}${page}`)).text();
    rows.push(await row(page, `${service.url}${page}`, true));
  }
  const { port } = blankPage.address() as AddressInfo;
  rows.push(await row("(a blank page)", `http://127.0.0.1:${port}/`, false));
  printTable(
    [
      "page",
      "hydrated",
      "main thread",
      "its CPU time",
      "script",
      "style+layout",
      "longest task (median / worst)",
      `tasks > ${LONG_TASK_MS} ms per run`,
    ],
    rows,
  );
  const loadAfter = os.loadavg();
  console.log(
    `\n${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs a page, recorded until ${AFTER_HYDRATION_MS} ms after hydration; ` +
      `${os.cpus().length} cores, load average ${loadBefore[0]?.toFixed(1)} before and ${loadAfter[0]?.toFixed(1)} after.`,
  );
} finally {
  browser.close();
  blankPage.close();
  await service.stop();
}

/** The table's row for one page: medians of its runs. */
async function row(name: string, url: string, hydrates: boolean): Promise<string[]> {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, url, hydrates));
  const of = (key: keyof Run) => runs.map((item) => item[key]);
  return [
    name,
    hydrates ? ms(median(of("hydratedMs"))) : "-",
    ms(median(of("taskMs"))),
    ms(median(of("cpuMs"))),
    ms(median(of("scriptMs"))),
    ms(median(of("styleLayoutMs"))),
    `${ms(median(of("longestMs")))} / ${ms(Math.max(...of("longestMs")))}`,
    of("longTasks").join(" "),
  ];
}

/** One first visit in a fresh context (empty HTTP cache), as a phone with a 4x slower CPU makes it. */
async function measure(browser: DevtoolsBrowser, url: string, hydrates: boolean): Promise<Run> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>(
    "Target.createBrowserContext",
  );
  const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", {
    url: "about:blank",
    browserContextId,
  });
  const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", {
    targetId,
    flatten: true,
  });
  const page: PageCommand = (method, params) => browser.send(method, params, sessionId);
  await page("Emulation.setDeviceMetricsOverride", {
    ...PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: PHONE.isMobile,
  });
  await page("Emulation.setUserAgentOverride", { userAgent: PHONE.userAgent });
  await page("Emulation.setTouchEmulationEnabled", { enabled: PHONE.hasTouch });
  await page("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page("Performance.enable");
  const traceEvents: TraceEvent[] = [];
  const stopCollecting = browser.on("Tracing.dataCollected", (params) => {
    for (const event of params.value as TraceEvent[]) traceEvents.push(event);
  });
  await browser.send("Tracing.start", {
    traceConfig: { includedCategories: TRACE_CATEGORIES },
    transferMode: "ReportEvents",
  });
  const { errorText } = await page<{ errorText?: string }>("Page.navigate", { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  const hydratedMs = await whenHydrated(page, hydrates);
  await new Promise((resolve) => setTimeout(resolve, AFTER_HYDRATION_MS));
  const complete = new Promise((resolve) => {
    const stop = browser.on("Tracing.tracingComplete", () => {
      stop();
      resolve(undefined);
    });
  });
  await browser.send("Tracing.end");
  await complete;
  stopCollecting();
  const { metrics } = await page<{ metrics: { name: string; value: number }[] }>("Performance.getMetrics");
  await browser.send("Target.disposeBrowserContext", { browserContextId });
  const metric = (name: string) => (metrics.find((item) => item.name === name)?.value ?? 0) * 1000;
  const tasks = mainThreadTasks(traceEvents);
  return {
    hydratedMs,
    taskMs: sum(tasks.map((task) => task.ms)),
    cpuMs: sum(tasks.map((task) => task.cpuMs)),
    longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
    longTasks: tasks.filter((task) => task.ms > LONG_TASK_MS).length,
    scriptMs: metric("ScriptDuration"),
    styleLayoutMs: metric("RecalcStyleDuration") + metric("LayoutDuration"),
  };
}

/**
 * The page's time when it is hydrated (or now, for a page without script), asked with a few lines
 * of script: Playwright's own waits would first evaluate its 330 KB helper script in the page.
 */
async function whenHydrated(page: PageCommand, hydrates: boolean): Promise<number> {
  const expression = hydrates
    ? `new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error("not hydrated in 30 s")), 30000);
        const check = () => document.documentElement?.hasAttribute("${HYDRATED_ATTRIBUTE}")
          ? resolve(performance.now())
          : setTimeout(check, 100);
        check();
      })`
    : "performance.now()";
  const { result, exceptionDetails } = await page<{
    result?: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>("Runtime.evaluate", { expression, awaitPromise: true });
  if (exceptionDetails)
    throw new Error(`${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return Number(result?.value);
}

type Task = { ms: number; cpuMs: number };

/**
 * The top-level tasks on the page's renderer main thread: the renderer thread that did the most
 * work, as other renderers (a blank start page) barely run.
 */
function mainThreadTasks(events: TraceEvent[]): Task[] {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== "RunTask" || event.ph !== "X" || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const threads = [...byThread.values()].map(topLevel);
  const total = (tasks: Task[]) => sum(tasks.map((task) => task.ms));
  return threads.sort((a, b) => total(b) - total(a))[0] ?? [];
}

/** The tasks in ms, leaving out tasks run inside another (a nested message loop). */
function topLevel(events: TraceEvent[]): Task[] {
  const tasks: Task[] = [];
  let end = -1;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    tasks.push({ ms: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 });
  }
  return tasks;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
