/**
 * Chromium driven through the DevTools protocol alone, enabling no domain the caller does not ask
 * for. Playwright enables the Runtime domain on every page, and with it V8 records a full stack
 * trace, source positions included, for every error object created: React DOM creates five at
 * start-up, so each first visit then re-parses React DOM's 200 KB factory (about 50 ms at 4x CPU
 * slowdown) that a visitor's browser never parses twice. `npm run trace` measures without it.
 */
import * as chromeLauncher from "chrome-launcher";
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
  close(): void;
};

export async function launchDevtoolsBrowser(): Promise<DevtoolsBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const address = ((await version.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl;
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
  // A browser that crashes or is closed answers nothing more: fail what waits rather than hang.
  socket.addEventListener("close", () => {
    for (const reply of replies.values()) reply({ error: { message: "the browser's connection closed" } });
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
    close() {
      socket.close();
      chrome.kill();
    },
  };
}
