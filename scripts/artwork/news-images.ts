/**
 * Draws the news illustrations in content/files/media/news/: brand-coloured
 * abstract compositions (bubbles, flowing lines) around one simple motif per story.
 * Deterministic, so re-running it changes nothing: `node scripts/artwork/news-images.ts`.
 */
import fs from "node:fs";
import path from "node:path";

const OUT = path.resolve(import.meta.dirname, "../../content/files/media/news");
const WIDTH = 800;
const HEIGHT = 450;

type Palette = { from: string; to: string; glow: string; line: string };

const PALETTES: Record<string, Palette> = {
  ink: { from: "#072a3d", to: "#0b3a53", glow: "#e0662b", line: "#8fc1d4" },
  teal: { from: "#0b3a53", to: "#146b73", glow: "#9bd3c7", line: "#cfe9e4" },
  dusk: { from: "#2a1f3d", to: "#0b3a53", glow: "#e0662b", line: "#f2c6a6" },
  field: { from: "#173f2c", to: "#0b3a53", glow: "#c9e08f", line: "#d8ecc0" },
};

/** A small seeded generator, so every image is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function bubbles(seed: number, colour: string): string {
  const next = random(seed);
  return Array.from({ length: 26 }, () => {
    const r = 4 + next() * 38;
    const x = next() * WIDTH;
    const y = HEIGHT * 0.35 + next() * HEIGHT * 0.7;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${colour}" stroke-opacity="${(0.15 + next() * 0.35).toFixed(2)}" stroke-width="2"/>`;
  }).join("");
}

function flowLines(seed: number, colour: string): string {
  const next = random(seed + 7);
  return Array.from({ length: 5 }, (_, index) => {
    const y = 300 + index * 28 + next() * 10;
    const bend = 40 + next() * 60;
    return `<path d="M0 ${y.toFixed(0)} C 220 ${(y - bend).toFixed(0)}, 520 ${(y + bend).toFixed(0)}, 800 ${(y - 20).toFixed(0)}" fill="none" stroke="${colour}" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join("");
}

const MOTIFS: Record<string, (p: Palette) => string> = {
  reactor: (p) =>
    `<g fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"><rect x="330" y="120" width="140" height="180" rx="40"/><path d="M400 120V70M370 70h60M470 190h60v-40M330 230h-50v60M400 300v40M360 340h80"/></g><circle cx="400" cy="215" r="34" fill="${p.glow}" fill-opacity="0.85"/>`,
  people: (p) =>
    [300, 400, 500]
      .map(
        (x, index) =>
          `<circle cx="${x}" cy="${150 + (index % 2) * 20}" r="34" fill="${index === 1 ? p.glow : "#fff"}"/><path d="M${x - 55} ${290 + (index % 2) * 20}c0-50 25-80 55-80s55 30 55 80z" fill="${index === 1 ? p.glow : "#fff"}" fill-opacity="0.9"/>`,
      )
      .join(""),
  vegetables: (p) =>
    `<g fill="none" stroke="#fff" stroke-width="6"><ellipse cx="340" cy="210" rx="70" ry="52"/><ellipse cx="460" cy="230" rx="58" ry="44"/></g><path d="M260 300c60-30 220-30 280 0" stroke="${p.glow}" stroke-width="8" fill="none" stroke-linecap="round"/><g fill="${p.line}"><circle cx="320" cy="195" r="6"/><circle cx="360" cy="225" r="5"/><circle cx="470" cy="220" r="5"/></g>`,
  solar: (p) =>
    `<circle cx="560" cy="120" r="46" fill="${p.glow}"/><g stroke="${p.glow}" stroke-width="6" stroke-linecap="round">${Array.from(
      { length: 8 },
      (_, i) => {
        const a = (i * Math.PI) / 4;
        return `<line x1="${(560 + Math.cos(a) * 62).toFixed(0)}" y1="${(120 + Math.sin(a) * 62).toFixed(0)}" x2="${(560 + Math.cos(a) * 80).toFixed(0)}" y2="${(120 + Math.sin(a) * 80).toFixed(0)}"/>`;
      },
    ).join(
      "",
    )}</g><g fill="none" stroke="#fff" stroke-width="5">${[0, 1, 2].map((i) => `<path d="M${190 + i * 110} 310l40-90h100l-40 90z"/><path d="M${210 + i * 110} 265h100M${255 + i * 110} 220l-40 90"/>`).join("")}</g>`,
  ibc: (p) =>
    `<g fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"><rect x="300" y="130" width="200" height="170" rx="10"/><path d="M300 186h200M300 243h200M367 130v170M433 130v170"/></g><rect x="318" y="148" width="164" height="134" rx="14" fill="${p.line}" fill-opacity="0.25"/><path d="M560 200a70 70 0 1 1-24-52" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/><path d="M540 128l-2 26 26-2" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  pond: (p) =>
    `<ellipse cx="400" cy="270" rx="210" ry="60" fill="${p.line}" fill-opacity="0.3" stroke="#fff" stroke-width="5"/><g stroke="${p.glow}" stroke-width="6" stroke-linecap="round" fill="none"><path d="M260 270c0-60-10-110-30-150M290 265c5-50 20-90 40-120M520 268c0-50 15-95 35-125"/></g><g fill="${p.glow}"><ellipse cx="230" cy="118" rx="10" ry="26"/><ellipse cx="555" cy="140" rx="10" ry="26"/></g>`,
  anniversary: (p) =>
    `<circle cx="400" cy="210" r="110" fill="none" stroke="#fff" stroke-width="6"/><circle cx="400" cy="210" r="92" fill="${p.glow}" fill-opacity="0.9"/><text x="400" y="242" text-anchor="middle" font-family="'Source Sans 3', Arial, sans-serif" font-size="96" font-weight="700" fill="#fff">35</text>`,
  bakery: (p) =>
    `<path d="M270 300h260l-20-80H290z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M300 222c0-70 200-70 200 0" fill="${p.glow}" fill-opacity="0.9"/><g stroke="#fff" stroke-width="5" stroke-linecap="round"><path d="M350 180l20 20M400 170l20 20M450 180l20 20"/></g>`,
  water: (p) =>
    `<path d="M400 90c45 70 80 115 80 160a80 80 0 0 1-160 0c0-45 35-90 80-160z" fill="${p.line}" fill-opacity="0.35" stroke="#fff" stroke-width="6"/><path d="M520 210a120 120 0 1 1-60-104" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/><path d="M452 84l10 26-26 8" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
};

const IMAGES: {
  file: string;
  title: string;
  palette: keyof typeof PALETTES;
  motif: keyof typeof MOTIFS;
  seed: number;
}[] = [
  { file: "pilot-reactor.svg", title: "A pilot reactor vessel", palette: "ink", motif: "reactor", seed: 11 },
  {
    file: "vegetable-washing.svg",
    title: "Potatoes in a washing flume",
    palette: "field",
    motif: "vegetables",
    seed: 23,
  },
  { file: "solar-roof.svg", title: "Solar panels under the sun", palette: "dusk", motif: "solar", seed: 37 },
  {
    file: "ibc-return.svg",
    title: "A returnable bulk container and a return arrow",
    palette: "teal",
    motif: "ibc",
    seed: 41,
  },
  { file: "nature-pond.svg", title: "A pond with reeds", palette: "field", motif: "pond", seed: 53 },
  {
    file: "anniversary.svg",
    title: "The number 35 in a badge",
    palette: "ink",
    motif: "anniversary",
    seed: 67,
  },
  { file: "bakery-release.svg", title: "A loaf in a baking tin", palette: "dusk", motif: "bakery", seed: 71 },
  {
    file: "water-reuse.svg",
    title: "A water droplet inside a circular arrow",
    palette: "teal",
    motif: "water",
    seed: 89,
  },
];

function drawNewsImage(title: string, palette: Palette, motif: string, seed: number): string {
  const draw = MOTIFS[motif];
  if (!draw) throw new Error(`unknown motif ${motif}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><title>${title}</title><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient><radialGradient id="glow" cx="0.8" cy="0.15" r="0.6"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>${flowLines(seed, palette.line)}${bubbles(seed, palette.line)}${draw(palette)}</svg>\n`;
}

if (import.meta.main) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const image of IMAGES) {
    fs.writeFileSync(
      path.join(OUT, image.file),
      drawNewsImage(image.title, PALETTES[image.palette] as Palette, image.motif, image.seed),
    );
  }
  console.log(`${IMAGES.length} news images written to ${path.relative(process.cwd(), OUT)}`);
}
