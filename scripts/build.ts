/**
 * The production build, after `npm run messages`: the English build of the pages (which empties
 * build/ first), then side by side a client build per other language with the compressed copies of
 * the assets, and the files under /files with the product documents' sizes, which read only content/
 * and write only build/files and build/document-sizes.json.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

async function step(...args: string[]) {
  const { stdout, stderr } = await run(args[0] ?? "", args.slice(1), { cwd: ROOT, maxBuffer: 64 << 20 });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
}

async function languages() {
  await step("node", "scripts/i18n/build-languages.ts");
  await step("node", "scripts/precompress-assets.ts");
}

await step(path.join(ROOT, "node_modules/.bin/react-router"), "build");
await Promise.all([languages(), step("node", "scripts/build-files.ts")]);
