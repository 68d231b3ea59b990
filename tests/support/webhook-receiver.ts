import { Webhook } from "standardwebhooks";
import { startLoopbackServer } from "./loopback-server.ts";

/** One request as the receiver got it, with whether its signature verifies with the secret it was given. */
type ReceivedHook = {
  headers: Record<string, string>;
  body: string;
  /** Set once `verifyWith` named the endpoint's secret. */
  verified: boolean | undefined;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedHook[];
  /** The answers to give next, in order; 204 once they run out. */
  answerWith(...statuses: number[]): void;
  /** Checks every request, from now and before, the way a receiver would with the library. */
  verifyWith(secret: string): void;
  stop(): Promise<void>;
};

/** A real HTTP peer on loopback standing in for a CRM's webhook endpoint. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const answers: number[] = [];
  let secret: string | undefined;
  const check = (hook: ReceivedHook) => {
    if (!secret) return;
    try {
      new Webhook(secret).verify(hook.body, hook.headers);
      hook.verified = true;
    } catch {
      hook.verified = false;
    }
  };
  const server = await startLoopbackServer(({ headers, body }, response) => {
    const hook: ReceivedHook = { headers, body, verified: undefined };
    check(hook);
    received.push(hook);
    response.statusCode = answers.shift() ?? 204;
    response.end();
  });
  return {
    url: `${server.origin}/hooks/fenmoor`,
    received,
    answerWith: (...statuses) => answers.push(...statuses),
    verifyWith(value) {
      secret = value;
      received.forEach(check);
    },
    stop: server.stop,
  };
}
