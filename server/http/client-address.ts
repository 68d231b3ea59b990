import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The client's address for rate limits and logs: the farthest address the trusted proxies vouch for,
 * stopping at the first forwarded value that is not an IP address (a proxy passing on what a client
 * wrote), so only well-formed addresses ever become keys. Without trusted proxies, the connection's.
 */
export function clientAddress(request: FastifyRequest): string {
  const chain = request.ips ?? [request.ip];
  let address = request.socket.remoteAddress ?? "";
  for (const hop of chain.slice(1)) {
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}
