import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { PROJECT_ROOT } from "./files.ts";

export type RedirectRow = { from: string; to: string };

/** The one redirect table of spec 2.2: industry short names, people, legacy index.php paths. */
export const REDIRECTS_FILE = path.join(PROJECT_ROOT, "content/redirects.json");

export function readRedirects(file = REDIRECTS_FILE): RedirectRow[] {
  const table = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, RedirectRow[]>;
  return Object.values(table).flat();
}

/** Lower case, no trailing slash: how old links are matched whatever their spelling. */
export function redirectKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** Answers every row with one 301 hop, before any routing, keeping the query string. */
export async function redirectRoutes(
  app: FastifyInstance,
  { rows = readRedirects() }: { rows?: RedirectRow[] } = {},
) {
  const targets = new Map(rows.map((row) => [redirectKey(row.from), row.to]));
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const [pathname = "/", query] = request.url.split("?", 2);
    const target = targets.get(redirectKey(pathname));
    if (target === undefined) return done();
    reply.redirect(query ? `${target}?${query}` : target, 301);
  });
}
