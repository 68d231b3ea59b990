import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { apiError } from "./errors.ts";

/** In-flight requests get this long to finish on shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

/** What a request turned away during the drain is told to wait before trying again (elsewhere). */
const DRAIN_RETRY_AFTER_SECONDS = 5;

/**
 * Closing drains before it stops listening: new requests get a 503 with `Retry-After` and
 * `Connection: close` (a load balancer moves on, a client retries), requests already in hand
 * finish, and only then does the listener close. Closing the listener at once instead would
 * reset connections still queued in the kernel's backlog.
 * Needs `return503OnClosing: false`, or Fastify answers its own bare 503 before this hook runs.
 */
export async function drainOnClose(app: FastifyInstance) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;

  app.addHook("onRequest", (_request, reply, done) => {
    if (draining) {
      reply
        .code(503)
        .header("connection", "close")
        .header("retry-after", String(DRAIN_RETRY_AFTER_SECONDS))
        .send(apiError(503, "This server is shutting down; please try again."));
      return;
    }
    const response = reply.raw;
    inFlight.add(response);
    // `close` comes after the last byte is sent and when the client goes away early alike.
    response.once("close", () => {
      inFlight.delete(response);
      if (inFlight.size === 0) drained?.();
    });
    done();
  });

  app.addHook("preClose", async () => {
    draining = true;
    // Answers still to come should not invite the client to send another request on the same connection.
    for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
    if (inFlight.size === 0) return sweepConnectionsUntilClosed(app);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      new Promise<true>((resolve) => {
        drained = () => resolve(true);
      }),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!finished) {
      app.log.warn(
        { requests: inFlight.size },
        "requests still running after the shutdown grace time; cutting them off",
      );
      app.server.closeAllConnections();
    }
    sweepConnectionsUntilClosed(app);
  });
}

/**
 * Once the listener closes, Node ends the connections idle at that moment only; one that turns idle a
 * moment later (its last answer just sent) would stay open until its idle timeout and hold the close.
 * So, once the drain is over, idle connections are swept until the server has closed (not before:
 * during the drain a kept-alive client is owed its 503), and any left after the grace time are cut.
 */
function sweepConnectionsUntilClosed(app: FastifyInstance) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cutOff = setTimeout(() => app.server.closeAllConnections(), 2 * SHUTDOWN_GRACE_MS);
  app.server.once("close", () => {
    clearInterval(sweep);
    clearTimeout(cutOff);
  });
}
