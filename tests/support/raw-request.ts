import http from "node:http";
import type { Site } from "./http-client.ts";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request through node:http rather than fetch, which refuses some methods (TRACE) and headers
 * (Host) that any other client may send.
 */
export function rawRequest(
  site: Site,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const bytes = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${site.baseUrl}${pathname}`,
      {
        method,
        headers: { ...headers, ...(bytes ? { "content-length": String(bytes.length) } : {}) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}
