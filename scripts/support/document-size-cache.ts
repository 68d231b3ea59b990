/**
 * The product documents' sizes measured by earlier builds on this machine (decision 089), so a build
 * renders only the documents whose bytes could have changed. An entry is keyed by the product's data
 * and file name (documentKey); the cache file by a fingerprint of everything else the bytes depend
 * on: the renderer's own source files, the installed packages and the Node.js version (its zlib
 * compresses the PDF streams).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE_DIR = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "fenmoor-site");

async function rendererFiles(): Promise<string[]> {
  const worker = new Worker(new URL("./renderer-files-worker.ts", import.meta.url));
  const [urls] = (await Promise.race([
    new Promise((resolve) => worker.once("message", (message) => resolve([message]))),
    new Promise((_, reject) => worker.once("error", reject)),
  ])) as [string[]];
  await worker.terminate();
  return urls.map((url) => fileURLToPath(url)).sort();
}

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256").update(process.version);
  for (const file of [...(await rendererFiles()), path.join(ROOT, "package-lock.json")]) {
    hash.update(path.relative(ROOT, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}

export async function documentSizeCache() {
  const file = path.join(CACHE_DIR, `document-sizes-${await fingerprint()}.json`);
  return {
    read(): Record<string, number> {
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, number>) : {};
    },
    /** Keeps this renderer's sizes only: a cache file of an older renderer would never be read again. */
    write(sizes: Record<string, number>) {
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      for (const name of fs.readdirSync(CACHE_DIR)) {
        if (name.startsWith("document-sizes-")) fs.rmSync(path.join(CACHE_DIR, name));
      }
      fs.writeFileSync(file, JSON.stringify(sizes));
    },
  };
}
