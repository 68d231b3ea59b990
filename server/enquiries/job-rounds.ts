/**
 * When an outbox's worker works: a round right after a job is written (`kick`) and on a timer for
 * retries and for jobs other instances wrote. One round at a time; a kick during a round asks for
 * another right after it, so a job written mid-round is not left for the timer.
 */
export function createJobRounds(options: {
  pollMs: number;
  /** Works the due jobs until none is left or the round should end; reads `isRunning()` between jobs. */
  round(): Promise<void>;
  onError(error: unknown): void;
}) {
  let running = false;
  let stopping: Promise<void> | undefined;
  let round: Promise<void> | undefined;
  let roundAgain = false;
  let timer: NodeJS.Timeout | undefined;

  function schedule(): void {
    clearTimeout(timer);
    if (running) timer = setTimeout(kick, options.pollMs);
  }

  /** Starts a round now, or right after the one under way. */
  function kick(): void {
    if (!running) return;
    if (round) {
      roundAgain = true;
      return;
    }
    clearTimeout(timer);
    round = options
      .round()
      .catch(options.onError)
      .finally(() => {
        round = undefined;
        if (roundAgain) {
          roundAgain = false;
          kick();
        } else {
          schedule();
        }
      });
  }

  return {
    kick,
    isRunning: () => running,

    start(): void {
      if (running || stopping) return;
      running = true;
      kick();
    },

    /** Lets the round under way finish its job, then stops for good. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        running = false;
        roundAgain = false;
        clearTimeout(timer);
        await round;
      })();
      return stopping;
    },
  };
}
