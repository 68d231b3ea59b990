import { pino } from "pino";
import type { RunningService } from "#server/start.ts";

export type LogEntry = { level: number; msg: string; reqId?: string; err?: { message: string } };

export const ERROR_LEVEL = pino.levels.values.error ?? 50;
export const WARN_LEVEL = pino.levels.values.warn ?? 40;

/**
 * From now on, the service's log lines (at the LOG_LEVEL it was started with) are kept here instead
 * of written to stdout. Request loggers are children of the service's logger and write to its stream.
 */
export function captureServiceLog({ services }: Pick<RunningService, "services">) {
  const entries: LogEntry[] = [];
  const waiting = new Map<string, () => void>();
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as LogEntry;
      entries.push(entry);
      if (entry.msg === "request completed" && entry.reqId) waiting.get(entry.reqId)?.();
    },
  };
  (services.logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = stream;
  return {
    entries,
    /**
     * The lines written from `from` (an index into `entries`) until the request's own last line,
     * which comes once its answer has been sent: the client may see the answer first. That line is
     * at info for a success, so the service must log at info for those.
     */
    async linesOf(reqId: string, from: number): Promise<LogEntry[]> {
      const done = () => entries.some((entry) => entry.reqId === reqId && entry.msg === "request completed");
      if (!done()) {
        await new Promise<void>((resolve) => waiting.set(reqId, resolve));
        waiting.delete(reqId);
      }
      return entries.slice(from);
    },
  };
}

export type ServiceLog = ReturnType<typeof captureServiceLog>;
