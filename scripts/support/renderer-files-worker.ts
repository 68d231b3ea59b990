/**
 * Loads the document renderer in a fresh thread and answers the project files it is made of: every
 * module its imports reach, data files imported as modules included.
 */
import { registerHooks } from "node:module";
import { parentPort } from "node:worker_threads";

const files = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.startsWith("file:") && !resolved.url.includes("/node_modules/")) files.add(resolved.url);
    return resolved;
  },
});
await import("#server/documents/document-sizes.ts");
parentPort?.postMessage([...files]);
