import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream site { server 127.0.0.1:${servicePort}; keepalive 32; }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ${proxied}
  }
  server {
    listen 127.0.0.1:${httpPort};
    ${proxied}
  }
}
`,
  );
  const child = spawn(
    process.env.NGINX_PATH ?? "/usr/sbin/nginx",
    ["-p", prefix, "-c", conf, "-e", "stderr"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  try {
    await listening(httpPort, child);
  } catch (error) {
    child.kill("SIGQUIT");
    throw error;
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: fs.readFileSync(cert, "utf8"),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** nginx answers once both ports are open (any status: the service behind it may not be up yet). */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not start");
}
