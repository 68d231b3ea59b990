import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The service as a real OS process (`node server/main.ts`), as a deployment runs it. */
export type ServiceProcess = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>;
  /** Everything the process has written so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves once `/readyz` answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Spawns the service with exactly this environment (plus PATH), capturing its output. */
export function spawnService(env: Record<string, string>): ServiceProcess {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    // Instances run side by side (tests, scripts): metrics on any free port unless given one.
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", METRICS_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    baseUrl,
    exited,
    output: () => ({ stdout, stderr }),
    async ready(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => {
        gone = true;
      });
      while (Date.now() < deadline) {
        if (gone) throw new Error(`service on port ${port} exited before it was ready:\n${stderr}`);
        const ok = await fetch(`${baseUrl}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`service on port ${port} not ready after ${timeoutMs} ms`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no TCP port");
  return address.port;
}

/**
 * For scripts: the production service on loopback with a fresh data folder, ready to serve,
 * its output passed through and its data folder removed on stop.
 */
export async function startServiceProcess(
  port: number,
  env: Record<string, string> = {},
  readyTimeoutMs = 20_000,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-script-"));
  const service = spawnService({
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...env,
  });
  service.child.stdout?.pipe(process.stdout);
  service.child.stderr?.pipe(process.stderr);
  try {
    await service.ready(readyTimeoutMs);
  } catch (error) {
    await service.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: service.baseUrl,
    child: service.child,
    async stop() {
      await service.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process already on the port would answer the readiness probe in the new one's place. */
async function assertPortFree(port: number): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) => reject(new Error(`port ${port} is taken: ${error.message}`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}
