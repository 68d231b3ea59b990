import { type ReadRequest, startLoopbackServer } from "./loopback-server.ts";

export type HubSpotPeer = {
  /** The API's base, what `HUBSPOT_API_URL` names. */
  url: string;
  received: ReadRequest[];
  /** The answers to give next, in order; HubSpot's success answers once they run out. */
  answerWith(...answers: { status: number; body?: unknown }[]): void;
  stop(): Promise<void>;
};

/** What HubSpot answers when all is well: a batch upsert's results, or a page of contacts. */
function success(request: ReadRequest): { status: number; body: unknown } {
  if (request.method === "GET") return { status: 200, body: { results: [] } };
  const { inputs } = JSON.parse(request.body) as { inputs: { id: string }[] };
  const results = inputs.map((input, index) => ({ id: String(index + 1), properties: { email: input.id } }));
  return { status: 200, body: { status: "COMPLETE", results } };
}

/** A real HTTP peer on loopback standing in for HubSpot's CRM API, recording what it is asked. */
export async function startHubSpotPeer(): Promise<HubSpotPeer> {
  const received: ReadRequest[] = [];
  const answers: { status: number; body?: unknown }[] = [];
  const server = await startLoopbackServer((request, response) => {
    received.push(request);
    const answer = answers.shift() ?? success(request);
    response.statusCode = answer.status;
    response.setHeader("content-type", "application/json");
    response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  });
  return {
    url: server.origin,
    received,
    answerWith: (...next) => answers.push(...next),
    stop: server.stop,
  };
}
