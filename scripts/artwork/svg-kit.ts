/** Shared pieces of the artwork scripts: brand colours, a seeded generator and SVG building blocks. */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const FILES = path.join(ROOT, "content/files");

export const INK = "#0b3a53";
export const INK_STRONG = "#072a3d";
export const TEAL = "#1f6f8b";
export const MIST = "#e3eef3";
export const WARM = "#f6f3ef";
export const ACCENT = "#e0662b";

/** A small seeded generator, so every picture is stable across runs. */
export function random(seed: string): () => number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Escapes text for an XML text node: a bare `&` (as in "Recycling & Water Treatment") breaks the file. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${xmlText(title)}</title>${body}</svg>\n`;
}

/** Writes one file under content/files. */
export function write(file: string, content: string): void {
  const full = path.join(FILES, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

export function bubbles(seed: string, width: number, height: number, count: number, colour: string): string {
  const next = random(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = 6 + next() * 38;
    const x = next() * width;
    const y = next() * height;
    const opacity = (0.12 + next() * 0.3).toFixed(2);
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="2" opacity="${opacity}"/>`;
    out += `<circle cx="${(x - r * 0.35).toFixed(1)}" cy="${(y - r * 0.35).toFixed(1)}" r="${(r * 0.18).toFixed(1)}" fill="${colour}" opacity="${opacity}"/>`;
  }
  return out;
}

export function waves(seed: string, width: number, height: number, colour: string): string {
  const next = random(`${seed}-waves`);
  let out = "";
  for (let i = 0; i < 4; i++) {
    const y = height * (0.55 + i * 0.1);
    const a = 20 + next() * 30;
    out += `<path d="M0 ${y.toFixed(0)} C ${width * 0.25} ${(y - a).toFixed(0)}, ${width * 0.5} ${(y + a).toFixed(0)}, ${width} ${(y - a / 2).toFixed(0)} L ${width} ${height} L 0 ${height} Z" fill="${colour}" opacity="${(0.1 + i * 0.06).toFixed(2)}"/>`;
  }
  return out;
}

/** The ink-to-teal gradient background most pictures start from. */
export function inkGradient(width: number, height: number): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`
  );
}
