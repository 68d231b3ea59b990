import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startNginx } from "../support/nginx.ts";

export type NginxBaseline = { url: string; stop(): Promise<void> };

/** Debian's libnginx-mod-http-brotli-static. */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The encodings the site sends a page in, and the file suffix nginx's *_static modules look for. */
const ENCODED_COPIES = { br: ".br", gzip: ".gz", identity: "" } as const;
export type PageEncoding = keyof typeof ENCODED_COPIES;

/** A response's body as sent on the wire (fetch would decode it), asking for one encoding. */
export function fetchEncoded(
  url: string,
  encoding: PageEncoding,
): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            encoding: response.headers["content-encoding"] ?? "identity",
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Debian's nginx serving one page of the site from disk on loopback: the physical limit a page of the
 * site could be served at on this machine, measured in the same run as the site. It is given the
 * page exactly as the site sends it in each encoding (brotli through the brotli_static module, gzip
 * through gzip_static), so both send the same bytes for the same Accept-Encoding.
 */
export async function startNginxBaseline(pageUrl: string, port: number): Promise<NginxBaseline> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's workers drop to an unprivileged user, which must be able to read the page.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, "root"));
  // The first request renders the page; the copies saved are those of the cached page that follow.
  await fetchEncoded(pageUrl, "identity");
  for (const [encoding, suffix] of Object.entries(ENCODED_COPIES)) {
    const copy = await fetchEncoded(pageUrl, encoding as PageEncoding);
    if (copy.encoding !== encoding)
      throw new Error(`the site sent ${copy.encoding} when asked for ${encoding}`);
    fs.writeFileSync(path.join(prefix, `root/index.html${suffix}`), copy.body);
  }
  const url = `http://127.0.0.1:${port}/`;
  const nginx = await startNginx({
    prefix,
    modules: [BROTLI_STATIC_MODULE],
    workers: "auto",
    http: `  default_type text/html;
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/root;
    location = / { try_files /index.html =404; }
  }`,
    ready: () => fetch(url).then((response) => response.ok),
  });
  return {
    url,
    stop: nginx.stop,
  };
}
