import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

function flatten(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [own, ...flatten(entry.children ?? [], own === "/" ? "" : own)];
  });
}

/** Every concrete path in the app's route table (no parameters), read from app/routes.ts. */
export function staticPaths(): string[] {
  return [...new Set(flatten(routes))].filter((p) => !p.includes(":") && !p.includes("*") && p !== "/error");
}
