import fs from "node:fs";
import path from "node:path";

const SITE_FILE = "site.json";

export function readSiteFile(contentDir: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(contentDir, SITE_FILE), "utf8")) as Record<string, unknown>;
}

const LINE_WIDTH = 110;

/**
 * JSON as the repository's formatter (biome) keeps content/site.json: two-space indents, and an
 * array of plain values on one line when that line fits the width, so an export matches the file.
 */
function formatSiteJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2).replace(
    /^( *)("[^"\n]*": )?\[\n((?: *(?:"(?:[^"\\\n]|\\.)*"|-?[\d.eE+-]+|true|false|null),?\n)+) *\]/gm,
    (block, indent: string, label: string | undefined, items: string) => {
      const line = `${indent}${label ?? ""}[${items
        .split("\n")
        .map((item) => item.trim())
        .filter(Boolean)
        .join(" ")}]`;
      return line.length <= LINE_WIDTH ? line : block;
    },
  );
  return `${text}\n`;
}

/** Writes one part of content/site.json into the file already in `dir`, leaving the other parts as they are. */
export function writeSitePart(dir: string, part: Record<string, unknown>): void {
  const file = path.join(dir, SITE_FILE);
  const site = fs.existsSync(file) ? readSiteFile(dir) : {};
  fs.writeFileSync(file, formatSiteJson({ ...site, ...part }));
}
