/**
 * Runs at most `limit` jobs at once, the rest wait in order. Image encoding runs on libuv's small
 * thread pool (sharp is asynchronous), which file reads, DNS and crypto share: a few uploads at once
 * must not starve the requests the site serves meanwhile.
 */
export function createWorkQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn(): Promise<void> {
    if (running < limit) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function done() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await job();
      } finally {
        done();
      }
    },
  };
}
