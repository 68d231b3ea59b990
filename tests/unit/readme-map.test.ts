import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
const MAPPED_ROOTS = ["app", "server", "shared"];
/** The limit: the README stays a page a newcomer reads, with the manuals in docs/. */
const README_MAX_BYTES = 16 * 1024;

/** Folders the build or a tool writes, listed in .gitignore as paths: nothing to describe. */
const ignoredFolders = new Set(
  fs
    .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => line.includes("/") && line.endsWith("/"))
    .map((line) => line.replace(/^\//, "")),
);

/** Every folder directly under app/, server/ and shared/, as `app/components/`. */
function topLevelFolders(): string[] {
  return MAPPED_ROOTS.flatMap((root) =>
    fs
      .readdirSync(path.join(ROOT, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${root}/${entry.name}/`),
  )
    .filter((folder) => !ignoredFolders.has(folder))
    .sort();
}

/** The "Map of the code" section: from its heading to the next heading of the same level. */
function mapSection(readme: string): string {
  return readme.match(/^## Map of the code\n([\s\S]*?)(?=^## )/m)?.[1] ?? "";
}

/** The folders the map gives a line of their own: a bullet that starts with the folder's path. */
function mappedFolders(readme: string): string[] {
  const roots = MAPPED_ROOTS.join("|");
  const bullet = new RegExp(`^- \`((?:${roots})/[^/\`]+/)\``, "gm");
  return [...mapSection(readme).matchAll(bullet)].map((match) => match[1] ?? "").sort();
}

describe("the README's map of the code", () => {
  it("has a bullet line for every top-level folder of app/, server/ and shared/, and none for a folder that is gone", () => {
    expect(topLevelFolders().length).toBeGreaterThan(0);
    expect(mappedFolders(README)).toEqual(topLevelFolders());
  });

  it(`keeps README.md within ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(README, "utf8")).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});
