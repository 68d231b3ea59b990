/**
 * `npm test`: the steps of TEST_STEPS, each as soon as the steps it needs have passed, side by side
 * where they can. A step's output is printed whole when it ends, so parallel steps do not interleave;
 * the first failure stops the steps still running. Ends with a table of each step's duration; with
 * CI_STEP_LOG set (by .ci/run) the rows go to that file instead, for .ci/run's table of the whole run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { formatStepTable, type StepResult } from "./step-table.ts";
import { TEST_STEPS } from "./steps.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "node_modules/.bin");

const results = new Map<string, StepResult>();
const running = new Map<string, ChildProcess>();
let failed = false;

function runStep(name: string, command: string): Promise<StepResult> {
  const started = performance.now();
  const output: Buffer[] = [];
  const child = spawn(command, {
    cwd: ROOT,
    shell: true,
    detached: true,
    env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}`, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.set(name, child);
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(name);
      const seconds = (performance.now() - started) / 1000;
      const status = code === 0 ? "passed" : signal ? "stopped" : "failed";
      process.stdout.write(`\n── ${name} (${command}): ${status} in ${seconds.toFixed(0)} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds, status });
    });
  });
}

/** Stops every step still running, with the processes it started (each step leads its own group). */
function stopRunning() {
  for (const child of running.values()) {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  }
}

async function runAll() {
  const pending = new Map(TEST_STEPS.map((step) => [step.name, step]));
  const started = new Map<string, Promise<void>>();
  const ready = () =>
    [...pending.values()].filter((step) =>
      step.after.every((name) => results.get(name)?.status === "passed"),
    );
  await new Promise<void>((done) => {
    const launch = () => {
      if (!failed) {
        for (const step of ready()) {
          pending.delete(step.name);
          started.set(
            step.name,
            runStep(step.name, step.command).then((result) => {
              results.set(step.name, result);
              if (result.status !== "passed" && !failed) {
                failed = true;
                stopRunning();
              }
              launch();
            }),
          );
        }
      }
      if (running.size === 0) done();
    };
    launch();
  });
  for (const step of pending.values())
    results.set(step.name, { name: step.name, seconds: 0, status: "not run" });
}

process.on("SIGINT", () => {
  stopRunning();
  process.exit(130);
});

const total = performance.now();
await runAll();
const rows = TEST_STEPS.map(({ name }) => results.get(name)).filter((row) => row !== undefined);
const log = process.env.CI_STEP_LOG;
if (log) {
  fs.appendFileSync(log, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
} else {
  process.stdout.write(`\n${formatStepTable(rows, (performance.now() - total) / 1000)}`);
}
process.exit(failed ? 1 : 0);
