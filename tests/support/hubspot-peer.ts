import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the peer got it. */
type HubSpotRequest = { method: string; path: string; headers: Record<string, string>; body: string };

export type HubSpotPeer = {
  /** The API's base, what `HUBSPOT_API_URL` names. */
  url: string;
  received: HubSpotRequest[];
  /** The answers to give next, in order; HubSpot's success answers once they run out. */
  answerWith(...answers: { status: number; body?: unknown }[]): void;
  stop(): Promise<void>;
};

/** What HubSpot answers when all is well: a batch upsert's results, or a page of contacts. */
function success(request: HubSpotRequest): { status: number; body: unknown } {
  if (request.method === "GET") return { status: 200, body: { results: [] } };
  const { inputs } = JSON.parse(request.body) as { inputs: { id: string }[] };
  const results = inputs.map((input, index) => ({ id: String(index + 1), properties: { email: input.id } }));
  return { status: 200, body: { status: "COMPLETE", results } };
}

/** A real HTTP peer on loopback standing in for HubSpot's CRM API, recording what it is asked. */
export async function startHubSpotPeer(): Promise<HubSpotPeer> {
  const received: HubSpotRequest[] = [];
  const answers: { status: number; body?: unknown }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got: HubSpotRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(got);
      const answer = answers.shift() ?? success(got);
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (...next) => answers.push(...next),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
