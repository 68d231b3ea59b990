/**
 * Chromium driven through the DevTools protocol alone, enabling no domain the caller does not ask
 * for. Playwright enables the Runtime domain on every page, and with it V8 records a full stack
 * trace, source positions included, for every error object created: React DOM creates five at
 * start-up, so each first visit then re-parses React DOM's 200 KB factory (about 50 ms at 4x CPU
 * slowdown) that a visitor's browser never parses twice. `npm run trace` measures without it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
};

export type DevtoolsBrowser = {
  /** Sends a command, to the browser or, with a session id, to one attached page. */
  send<T = Record<string, unknown>>(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<T>;
  /** Calls back on every event of this name; returns what stops it. */
  on(method: string, listener: (params: Record<string, unknown>) => void): () => void;
  close(): Promise<void>;
};

const LISTENING = /DevTools listening on (ws:\/\/\S+)/;

export async function launchDevtoolsBrowser(): Promise<DevtoolsBrowser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "devtools-browser-"));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let output = "";
    chromium.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = LISTENING.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    chromium.once("exit", (code) =>
      reject(new Error(`Chromium exited (${code}) before listening: ${output}`)),
    );
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const replies = new Map<number, (message: Message) => void>();
  const listeners = new Map<string, Set<(params: Record<string, unknown>) => void>>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) replies.get(message.id)?.(message);
    else for (const listener of listeners.get(message.method ?? "") ?? []) listener(message.params ?? {});
  });
  const on = (method: string, listener: (params: Record<string, unknown>) => void) => {
    const forMethod = listeners.get(method) ?? new Set();
    listeners.set(method, forMethod.add(listener));
    return () => forMethod.delete(listener);
  };

  return {
    send<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
      const id = ++lastId;
      socket.send(JSON.stringify({ id, method, params, sessionId }));
      return new Promise<T>((resolve, reject) => {
        replies.set(id, (message) => {
          replies.delete(id);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve((message.result ?? {}) as T);
        });
      });
    },
    on,
    async close() {
      socket.close();
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}
