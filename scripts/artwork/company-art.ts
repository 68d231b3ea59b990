/**
 * Draws the original artwork of the company, team and industry pages as SVG files in content/files:
 * `node scripts/artwork/company-art.ts`. Deterministic: the same names always give the same pictures.
 */
import fs from "node:fs";
import path from "node:path";
import { TEAM_KINDS } from "#shared/company/company-pages.ts";
import type { IndustrySlug } from "#shared/industries/industries.ts";
import { ARTWORK_SIZES } from "#shared/media/artwork-sizes.ts";
import {
  ACCENT,
  bubbles,
  FILES,
  INK,
  INK_STRONG,
  inkGradient,
  MIST,
  ROOT,
  random,
  svg,
  TEAL,
  WARM,
  waves,
  write,
} from "./svg-kit.ts";

/** One simple line motif per industry (each of shared/industries), drawn in a 160×160 box. */
const MOTIFS: Record<string, string> = {
  adhesives: `<path d="M80 20 C 110 65, 125 90, 125 110 A 45 45 0 0 1 35 110 C 35 90, 50 65, 80 20 Z"/><path d="M60 112 a 20 20 0 0 0 20 20"/>`,
  construction: `<rect x="20" y="100" width="56" height="28"/><rect x="84" y="100" width="56" height="28"/><rect x="52" y="64" width="56" height="28"/><rect x="20" y="28" width="56" height="28"/><rect x="84" y="28" width="56" height="28"/>`,
  fermentation: `<path d="M62 20 h36 M68 20 v40 L30 130 a8 8 0 0 0 7 12 h86 a8 8 0 0 0 7 -12 L92 60 V20"/><circle cx="70" cy="110" r="7"/><circle cx="92" cy="98" r="5"/><circle cx="84" cy="124" r="4"/>`,
  "food-processing": `<path d="M30 110 C 30 60, 130 60, 130 110 Z"/><path d="M30 110 h100 v16 H30 Z"/><path d="M58 80 l10 -10 M80 74 l10 -10 M102 80 l10 -10"/>`,
  "vegetable-processing": `<path d="M40 130 C 40 60, 90 30, 135 25 C 130 80, 100 125, 40 130 Z"/><path d="M40 130 C 70 100, 95 70, 120 40"/>`,
  "oil-field": `<path d="M80 20 L45 140 M80 20 L115 140 M55 105 h50 M62 80 h36 M70 55 h20 M45 140 h70"/><path d="M55 105 L98 80 M62 80 L90 55"/>`,
  textiles: `<path d="M25 40 h110 M25 65 h110 M25 90 h110 M25 115 h110 M45 25 v110 M70 25 v110 M95 25 v110 M120 25 v110"/>`,
  manufacturing: `<circle cx="80" cy="80" r="26"/><path d="M80 22 v18 M80 120 v18 M22 80 h18 M120 80 h18 M39 39 l13 13 M108 108 l13 13 M39 121 l13 -13 M108 52 l13 -13"/>`,
  coatings: `<rect x="30" y="30" width="90" height="34" rx="6"/><path d="M120 47 h14 v36 H80 v20"/><rect x="72" y="103" width="16" height="40" rx="4"/>`,
  printing: `<circle cx="55" cy="60" r="28"/><circle cx="105" cy="100" r="28"/><path d="M20 128 h120 M20 140 h120"/>`,
  "recycling-water-treatment": `<path d="M80 28 a52 52 0 1 1 -46 28"/><path d="M24 44 l10 14 l16 -6"/><path d="M64 96 c 8 -14, 24 -14, 32 0 c -8 14, -24 14, -32 0 Z"/>`,
} satisfies Record<IndustrySlug, string>;

function industryArt(slug: string, name: string): string {
  const { width, height } = ARTWORK_SIZES.industry;
  const motif = MOTIFS[slug] ?? MOTIFS.manufacturing;
  const body =
    inkGradient(width, height) +
    waves(slug, width, height, MIST) +
    bubbles(slug, width, height, 18, MIST) +
    `<g transform="translate(${width / 2 - 110} ${height / 2 - 110}) scale(1.375)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `<circle cx="${width - 60}" cy="60" r="14" fill="${ACCENT}"/>`;
  return svg(width, height, `${name}: illustration`, body);
}

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function portrait(slug: string, name: string): string {
  const { width, height } = ARTWORK_SIZES.portrait;
  const next = random(slug);
  const hue = [INK, TEAL, "#2d5566", "#3b4f6b"][Math.floor(next() * 4)] ?? INK;
  const body =
    `<rect width="${width}" height="${height}" fill="${WARM}"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.2}" fill="${hue}" opacity="0.9"/>` +
    `<path d="M${width * 0.14} ${height} C ${width * 0.14} ${height * 0.68}, ${width * 0.86} ${height * 0.68}, ${width * 0.86} ${height} Z" fill="${hue}" opacity="0.9"/>` +
    bubbles(slug, width, height * 0.5, 6, hue) +
    `<text x="${width / 2}" y="${height * 0.4 + 22}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${initials(name)}</text>`;
  return svg(width, height, `Portrait of ${name}`, body);
}

/** Abstract compositions for the company pages, each with a little scene on top. */
const PAGE_SCENES: Record<string, { title: string; scene: string }> = {
  "virtual-tour-poster": {
    title: "The Fenmoor works at dusk",
    scene: `<path d="M0 520 V 400 h120 v-80 h60 v80 h80 v-140 l60 -40 v180 h90 v-60 l50 -30 l50 30 v60 h120 v-220 h24 v220 h90 v-100 h110 v100 h120 v-70 h60 v70 H1280 V720 H0 Z" fill="${INK_STRONG}" opacity="0.85"/>`,
  },
  "who-we-are-plant": {
    title: "Blending vessels on the Fenmoor production floor",
    scene: `<g fill="#ffffff" opacity="0.92"><rect x="150" y="240" width="120" height="220" rx="50"/><rect x="340" y="200" width="140" height="260" rx="60"/><rect x="550" y="260" width="110" height="200" rx="45"/></g><path d="M210 240 v-90 h190 v50 M610 260 v-110 h-210" fill="none" stroke="#ffffff" stroke-width="10"/>`,
  },
  "who-we-are-laboratory": {
    title: "Glassware in the application laboratory",
    scene: `<g fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"><path d="M250 180 h60 M260 180 v90 l-70 160 h180 l-70 -160 v-90"/><path d="M470 160 v260 a40 40 0 0 0 80 0 v-260"/><path d="M600 260 h70 v200 h-70 z"/></g><circle cx="280" cy="390" r="12" fill="${ACCENT}"/>`,
  },
  vision: {
    title: "A path rising towards the horizon",
    scene: `<path d="M0 480 L400 300 L800 480 Z" fill="#ffffff" opacity="0.2"/><circle cx="400" cy="230" r="70" fill="${ACCENT}" opacity="0.9"/><path d="M400 560 C 380 460, 420 380, 400 300" stroke="#ffffff" stroke-width="10" fill="none"/>`,
  },
  "csr-people": {
    title: "People of Fenmoor standing together",
    scene: `<g fill="#ffffff" opacity="0.9"><circle cx="280" cy="250" r="40"/><circle cx="400" cy="220" r="46"/><circle cx="520" cy="250" r="40"/><path d="M210 460 c0 -110 140 -110 140 0 Z"/><path d="M320 460 c0 -140 160 -140 160 0 Z"/><path d="M450 460 c0 -110 140 -110 140 0 Z"/></g>`,
  },
  "csr-environment": {
    title: "A leaf over clear water",
    scene: `<path d="M260 420 C 260 260, 420 170, 560 160 C 550 320, 440 420, 260 420 Z" fill="#ffffff" opacity="0.9"/><path d="M260 420 C 360 340, 440 260, 520 200" stroke="${INK}" stroke-width="8" fill="none"/>`,
  },
  careers: {
    title: "Steps of a career, climbing",
    scene: `<g fill="#ffffff" opacity="0.9"><rect x="200" y="400" width="100" height="60"/><rect x="300" y="340" width="100" height="120"/><rect x="400" y="280" width="100" height="180"/><rect x="500" y="220" width="100" height="240"/></g><circle cx="550" cy="180" r="22" fill="${ACCENT}"/>`,
  },
  innovation: {
    title: "A molecule taking shape",
    scene: `<g stroke="#ffffff" stroke-width="8"><path d="M300 300 L400 240 L500 300 L500 400 L400 460 L300 400 Z" fill="none"/><path d="M500 300 L600 240 M400 240 V160"/></g><g fill="#ffffff"><circle cx="300" cy="300" r="18"/><circle cx="400" cy="240" r="18"/><circle cx="500" cy="300" r="18"/><circle cx="500" cy="400" r="18"/><circle cx="400" cy="460" r="18"/><circle cx="300" cy="400" r="18"/><circle cx="400" cy="160" r="14"/></g><circle cx="600" cy="240" r="22" fill="${ACCENT}"/>`,
  },
  "r-and-d": {
    title: "Foam columns in a test rig",
    scene: `<g fill="none" stroke="#ffffff" stroke-width="8"><rect x="230" y="160" width="80" height="300" rx="10"/><rect x="360" y="160" width="80" height="300" rx="10"/><rect x="490" y="160" width="80" height="300" rx="10"/></g><g fill="#ffffff" opacity="0.85"><rect x="238" y="250" width="64" height="202"/><rect x="368" y="330" width="64" height="122"/><rect x="498" y="400" width="64" height="52"/></g>`,
  },
  "r-and-d-lab": {
    title: "A chemist's bench with a balance and beakers",
    scene: `<path d="M120 430 h560" stroke="#ffffff" stroke-width="10"/><g fill="none" stroke="#ffffff" stroke-width="8"><path d="M200 430 v-120 h80 v120"/><path d="M340 430 l20 -150 h60 l20 150"/><rect x="500" y="360" width="120" height="70"/><path d="M520 360 v-20 h80 v20"/></g><circle cx="390" cy="380" r="12" fill="${ACCENT}"/>`,
  },
  esg: {
    title: "Wind, sun and a growing plant",
    scene: `<circle cx="580" cy="190" r="60" fill="${ACCENT}" opacity="0.9"/><g stroke="#ffffff" stroke-width="8" fill="none"><path d="M260 460 V 230"/><path d="M260 230 l-70 -40 M260 230 l70 -40 M260 230 v80"/><path d="M420 460 C 420 380, 420 360, 470 330 M420 400 C 420 370, 400 350, 370 340"/></g>`,
  },
};

function pageArt(
  name: string,
  title: string,
  scene: string,
  size: { width: number; height: number },
): string {
  const { width, height } = size;
  const body =
    inkGradient(width, height) +
    bubbles(name, width, height, 22, MIST) +
    waves(name, width, height, MIST) +
    scene;
  return svg(width, height, title, body);
}

function certificateArt(name: string, title: string, line: string): string {
  const { width, height } = ARTWORK_SIZES.certificate;
  const body =
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${TEAL}" stroke-width="1.5"/>` +
    `<text x="${width / 2}" y="110" text-anchor="middle" font-family="Georgia, serif" font-size="28" fill="${INK}">Certificate</text>` +
    `<text x="${width / 2}" y="150" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="#26231f">${line}</text>` +
    `<g fill="${MIST}">${[200, 230, 260, 290, 320].map((y) => `<rect x="70" y="${y}" width="${width - 140}" height="10" rx="5"/>`).join("")}</g>` +
    `<circle cx="${width / 2}" cy="${height - 130}" r="52" fill="${ACCENT}"/><circle cx="${width / 2}" cy="${height - 130}" r="38" fill="none" stroke="#ffffff" stroke-width="3"/>` +
    `<path d="M${width / 2 - 30} ${height - 90} l-14 60 l30 -18 l14 18 z M${width / 2 + 30} ${height - 90} l14 60 l-30 -18 l-14 18 z" fill="${ACCENT}"/>`;
  return svg(width, height, `${title} (${name})`, body);
}

const industries = JSON.parse(
  fs.readFileSync(path.join(ROOT, "content/industries/industries.json"), "utf8"),
) as { slug: string; name: string }[];
for (const industry of industries)
  write(`industries/${industry.slug}.svg`, industryArt(industry.slug, industry.name));

for (const kind of TEAM_KINDS) {
  const members = JSON.parse(fs.readFileSync(path.join(ROOT, `content/teams/${kind}.json`), "utf8")) as {
    title: string;
    image: string | null;
  }[];
  for (const member of members) {
    if (member.image) write(member.image, portrait(path.basename(member.image, ".svg"), member.title));
  }
}

for (const [name, { title, scene }] of Object.entries(PAGE_SCENES)) {
  const size = name === "virtual-tour-poster" ? ARTWORK_SIZES.poster : ARTWORK_SIZES.page;
  write(`pages/${name}.svg`, pageArt(name, title, scene, size));
}

const CERTIFICATES: [string, string, string][] = [
  [
    "cia-membership",
    "Chemical Industries Association membership",
    "Member of the Chemical Industries Association",
  ],
  ["responsible-care", "Responsible Care", "Committed to Responsible Care"],
];
for (const [name, title, line] of CERTIFICATES)
  write(`certificates/${name}.svg`, certificateArt(name, title, line));

console.log(`artwork written to ${path.relative(ROOT, FILES)}`);
