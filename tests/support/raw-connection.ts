import net from "node:net";

/** A TCP connection to the service for clients no HTTP library would make: slow, idle or many. */
export type RawConnection = {
  write(text: string): void;
  /** Sends `text` a byte every `intervalMs` until the service closes the connection. */
  trickle(text: string, intervalMs: number): void;
  /** Everything the service has sent so far. */
  received(): string;
  /** Milliseconds from connecting until the service closed the connection; Infinity if still open after `waitMs`. */
  closedWithin(waitMs: number): Promise<number>;
  isOpen(): boolean;
  destroy(): void;
};

export async function openConnection(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const started = Date.now();
  let received = "";
  let open = true;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  // A reset is one way of being cut off.
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      open = false;
      resolve(Date.now() - started);
    }),
  );
  return {
    write: (text) => {
      if (open) socket.write(text);
    },
    trickle(text, intervalMs) {
      let next = 0;
      const timer = setInterval(() => {
        if (!open || next >= text.length) return clearInterval(timer);
        socket.write(text.charAt(next++));
      }, intervalMs);
    },
    received: () => received,
    closedWithin: (waitMs) =>
      Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), waitMs)),
      ]),
    isOpen: () => open,
    destroy: () => socket.destroy(),
  };
}
