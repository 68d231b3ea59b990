import type { Logger } from "pino";
import type { ContentEditing } from "./content-editing.ts";

/**
 * The periodic check that publishes scheduled drafts, every PUBLISH_CHECK_MS. Every instance runs it; the engine's version
 * claim makes sure each item is published once, by whichever instance gets there first.
 */
export function createPublishSchedule(editing: ContentEditing, logger: Logger, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function check() {
    running = editing
      .publishDue()
      .then((count) => {
        if (count > 0) logger.info({ count }, "scheduled content published");
      })
      .catch((error: unknown) => logger.error({ err: error }, "publishing scheduled content failed"));
  }

  return {
    start() {
      timer ??= setInterval(check, intervalMs);
      timer.unref();
    },
    /** Stops checking and waits for a check under way, before the database closes. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type PublishSchedule = ReturnType<typeof createPublishSchedule>;
