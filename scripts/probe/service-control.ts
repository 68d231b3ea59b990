import { type ServiceProcess, spawnService } from "../support/service-process.ts";

export type ServiceControl = {
  readonly current: ServiceProcess;
  /** Starts a new process on the same port and settings and waits until it is ready. */
  start(): Promise<void>;
  /** Sends the signal and waits for the process to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Lines logged at error level or above by every process so far. */
  errorLines(): number;
  /** Exits nobody asked for, each with the end of the process's log; the process was started again. */
  crashes: string[];
};

/**
 * The service as restartable OS processes with one environment, their logs kept for counting. Like a
 * process supervisor, it starts the service again when it exits unasked, and records that it did.
 */
export function serviceControl(env: Record<string, string>): ServiceControl {
  const processes: ServiceProcess[] = [];
  const crashes: string[] = [];
  let current: ServiceProcess | undefined;
  let stopping = false;
  async function start() {
    const started = spawnService(env);
    current = started;
    processes.push(started);
    void started.exited.then((code) => {
      if (stopping || current !== started) return;
      // An uncaught exception's message, and what emitted it, are the lines that say why.
      const why = started
        .output()
        .stderr.split("\n")
        .map((line) => line.trim())
        .filter((line) => /^(\w*Error\b|Emitted 'error')/.test(line))
        .slice(-2)
        .join(" ");
      crashes.push(`exited with ${code ?? started.child.signalCode}: ${why || "(nothing on stderr)"}`);
      void start().catch((error: unknown) => crashes.push(`could not start again: ${error}`));
    });
    await started.ready(60_000);
  }
  return {
    get current() {
      if (!current) throw new Error("the service is not started");
      return current;
    },
    start,
    async stop(signal) {
      stopping = true;
      await current?.stop(signal);
      stopping = false;
    },
    errorLines() {
      return processes.reduce(
        (sum, process) => sum + (process.output().stdout.match(/"level":(50|60)\b/g)?.length ?? 0),
        0,
      );
    },
    crashes,
  };
}
