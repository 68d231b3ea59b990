/**
 * The production build, after `npm run messages`: the pages (the English build, then a client build per
 * other language and the compressed copies of their assets) and, side by side with them, the files
 * under /files and the product documents' sizes, which read only content/ and write only build/files
 * and build/document-sizes.json (the pages' build empties build/client and build/server alone).
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

async function pages() {
  await step(path.join(ROOT, "node_modules/.bin/react-router"), "build");
  await step("node", "scripts/i18n/build-languages.ts");
  await step("node", "scripts/precompress-assets.ts");
}

await Promise.all([pages(), step("node", "scripts/build-files.ts")]);
