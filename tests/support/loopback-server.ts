import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a test's peer got it, its body read whole. */
export type ReadRequest = { method: string; path: string; headers: Record<string, string>; body: string };

export type LoopbackServer = { origin: string; stop(): Promise<void> };

/** A real HTTP server on 127.0.0.1 and a free port, which hands `answer` each request read whole. */
export async function startLoopbackServer(
  answer: (request: ReadRequest, response: http.ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () =>
      answer(
        {
          method: request.method ?? "",
          path: request.url ?? "",
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks).toString("utf8"),
        },
        response,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
