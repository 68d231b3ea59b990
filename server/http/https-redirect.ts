import type { FastifyInstance } from "fastify";
import { apiError } from "./errors.ts";

/** Load balancers and orchestrators probe instances over plain HTTP (metrics have their own listener). */
const PLAIN_HTTP_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * HTTPS_REDIRECT: a GET or HEAD that reached the service over plain HTTP gets a 301 to the same path
 * on the public https origin (never a host the client named), so HSTS and the Secure cookies hold
 * even if the front lets plain HTTP through. Other methods are refused: their body has already
 * crossed the network in the clear, and a client should learn that rather than have it re-sent.
 */
export async function httpsRedirect(app: FastifyInstance, { httpsOrigin }: { httpsOrigin: string }) {
  app.addHook("onRequest", (request, reply, done) => {
    const [pathname = "/"] = request.url.split("?", 1);
    if (request.protocol === "https" || PLAIN_HTTP_PATHS.has(pathname)) return done();
    if (request.method !== "GET" && request.method !== "HEAD") {
      reply
        .status(403)
        .send(apiError(403, `This site accepts ${request.method} requests over HTTPS only: ${httpsOrigin}`));
      return;
    }
    // An absolute-form target (`GET http://other.example/`) keeps nothing of its host.
    const target = request.url.startsWith("/") ? request.url : "/";
    reply.redirect(`${httpsOrigin}${target}`, 301);
  });
}
