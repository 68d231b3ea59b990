import http from "node:http";
import https from "node:https";
import type { Headers } from "./observatory.ts";

export type Answer = { status: number; headers: Headers; body: string };
export type RequestInit = { method?: string; headers?: Record<string, string>; body?: string };
export type Client = { send(url: string, init?: RequestInit): Promise<Answer>; close(): void };

/** Longer than any answer the site should take; a hung request fails the probe instead of stalling it. */
const TIMEOUT_MS = 30_000;

/**
 * HTTP and HTTPS requests as a browser makes them, trusting the front's own certificate (fetch
 * cannot be given one), with every header value kept (`Set-Cookie` comes several times) and
 * redirects returned, not followed. Without keep-alive each request has a connection of its own, so
 * a connection the server closed after an error cannot fail the next request.
 */
export function httpClient(certificate: string, keepAlive = true): Client {
  const agents = {
    "http:": new http.Agent({ keepAlive }),
    "https:": new https.Agent({ keepAlive, ca: certificate }),
  };
  return {
    send(url, init = {}) {
      const target = new URL(url);
      const transport = target.protocol === "https:" ? https : http;
      const agent = target.protocol === "https:" ? agents["https:"] : agents["http:"];
      return new Promise((resolve, reject) => {
        const request = transport.request(
          target,
          { method: init.method ?? "GET", headers: init.headers, agent, timeout: TIMEOUT_MS },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headersDistinct as Headers,
                body: Buffer.concat(chunks).toString("utf8"),
              }),
            );
            response.on("error", reject);
          },
        );
        request.on("timeout", () => request.destroy(new Error(`no answer from ${url} in ${TIMEOUT_MS} ms`)));
        request.on("error", reject);
        request.end(init.body);
      });
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
