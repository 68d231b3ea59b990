import type { Server } from "node:http";
import type { Config } from "../config.ts";

/**
 * Fastify's and Node's server options that cut off a client sending its headers or body a byte at
 * a time (a 408, or a close) and close a connection with nothing moving (decision 025).
 */
export function connectionTimeouts(limits: Config["connections"]) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      // Node checks headersTimeout against requestTimeout when it creates the server, before Fastify sets it.
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // How often Node looks for late headers and bodies (30 s by default): a cut comes at most this late.
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
  };
}

/**
 * Closes a connection as it arrives when its address already holds `limit` open ones (0: no
 * limit). Node counts connections for the whole server only. Behind a load balancer every
 * connection comes from the balancer's address, so there the limit must be raised or turned off.
 */
export function limitConnectionsPerAddress(server: Server, limit: number): void {
  if (limit === 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= limit) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
