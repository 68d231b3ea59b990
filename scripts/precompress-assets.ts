/**
 * Writes brotli (quality 11) and gzip copies next to each hashed build asset, once per build, so
 * the service sends them as they are instead of compressing the same bytes on every request.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const ASSETS = path.join(ROOT, "build/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

let count = 0;
for (const name of fs.readdirSync(ASSETS).filter((file) => COMPRESSIBLE.test(file))) {
  const file = path.join(ASSETS, name);
  const source = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`${count} assets precompressed (brotli and gzip) in ${path.relative(ROOT, ASSETS)}`);
