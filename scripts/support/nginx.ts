import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";

export type RunningNginx = { stop(): Promise<void> };

export type NginxSetup = {
  /** A fresh folder nginx keeps its config, pid, logs and temporary files in; removed on stop. */
  prefix: string;
  /** Dynamic modules to load, by file path. */
  modules?: string[];
  workers: "auto" | number;
  /** The body of the `http { }` block. */
  http: string;
  /** Polled until it answers true: nginx is then serving. */
  ready(): Promise<boolean>;
};

/**
 * Debian's nginx (or `NGINX_PATH`) in the foreground on a config written for this run. Every path
 * nginx writes to is inside the prefix, so it runs unprivileged and leaves nothing behind.
 */
export async function startNginx(setup: NginxSetup): Promise<RunningNginx> {
  const { prefix } = setup;
  const conf = `${prefix}/nginx.conf`;
  fs.writeFileSync(
    conf,
    `daemon off;
${(setup.modules ?? []).map((module) => `load_module ${module};`).join("\n")}
worker_processes ${setup.workers};
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
${setup.http}
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
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await serving(child, setup.ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

async function serving(child: ChildProcess, ready: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer");
}
