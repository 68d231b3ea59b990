import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: a trusted proxy's X-Request-Id in a safe format joins its logs to ours;
 * anything else (a client's own, too long, or with markup in it) gets a fresh id.
 */
export function requestIdFrom(fromTrustedProxy: (address: string) => boolean) {
  return (raw: IncomingMessage): string => {
    const offered = raw.headers["x-request-id"];
    const trusted = fromTrustedProxy(raw.socket.remoteAddress ?? "");
    return trusted && typeof offered === "string" && SAFE_ID.test(offered) ? offered : randomUUID();
  };
}
