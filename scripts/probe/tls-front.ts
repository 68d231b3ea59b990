import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNginx } from "../support/nginx.ts";

export type TlsFront = {
  /** `https://127.0.0.1:<port>`: TLS terminated by nginx, passed on to the service. */
  httpsUrl: string;
  /** `http://127.0.0.1:<port>`: plain HTTP passed on as it is, so the service's own answer to it shows. */
  httpUrl: string;
  /** The self-signed certificate (PEM), for clients to trust. */
  certificate: string;
  stop(): Promise<void>;
};

/**
 * Debian's nginx in front of the service as a deployment would put it: TLS with a certificate made
 * for this run, the original Host (with its port: `$http_host`, since `$host` drops it and the
 * service compares Origin with Host), X-Forwarded-For and X-Forwarded-Proto. Its plain-HTTP port does
 * not redirect by itself, so the scoring sees whether the service does.
 */
export async function startTlsFront(
  servicePort: number,
  httpsPort: number,
  httpPort: number,
): Promise<TlsFront> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "probe-nginx-"));
  const cert = path.join(prefix, "cert.pem");
  const key = path.join(prefix, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  const proxied = `
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`;
  const nginx = await startNginx({
    prefix,
    workers: 1,
    http: `  upstream site { server 127.0.0.1:${servicePort}; keepalive 32; }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ${proxied}
  }
  server {
    listen 127.0.0.1:${httpPort};
    ${proxied}
  }`,
    // Any answer will do: the service behind nginx may not be up yet.
    ready: () => fetch(`http://127.0.0.1:${httpPort}/healthz`).then(() => true),
  });
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: fs.readFileSync(cert, "utf8"),
    stop: nginx.stop,
  };
}
