import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type NginxBaseline = { url: string; stop(): Promise<void> };

/**
 * Debian's nginx serving one saved HTML page from disk on loopback: the physical limit a
 * page of the site could be served at on this machine, measured in the same run as the site.
 */
export async function startNginxBaseline(html: string, port: number): Promise<NginxBaseline> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's workers drop to an unprivileged user, which must be able to read the page.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, "root"));
  fs.writeFileSync(path.join(prefix, "root/index.html"), html);
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
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
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/root;
    location = / { try_files /index.html =404; }
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
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForAnswer(url, child);
  } catch (error) {
    child.kill("SIGQUIT");
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer");
}
