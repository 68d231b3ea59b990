/**
 * Draws the artwork of the home page as SVG files in content/files: one picture per product category
 * shown in the home grids, and the global-network globe. `node scripts/artwork/home-art.ts`;
 * deterministic, so re-running it changes nothing.
 */
import { ARTWORK_SIZES } from "#shared/media/artwork-sizes.ts";
import { ACCENT, bubbles, INK_STRONG, inkGradient, MIST, random, svg, waves, write } from "./svg-kit.ts";

/** One line motif per category, drawn in a 160×160 box like the industry motifs. */
const CATEGORY_MOTIFS: Record<string, { name: string; motif: string }> = {
  "anti-static-agents": {
    name: "Anti-static agents",
    motif: `<circle cx="80" cy="80" r="58"/><path d="M90 30 L58 86 h26 L70 130 L104 70 H78 Z"/>`,
  },
  "foam-control-agents": {
    name: "Foam control agents",
    motif: `<circle cx="56" cy="58" r="26"/><circle cx="104" cy="50" r="18"/><circle cx="96" cy="96" r="22"/><path d="M20 132 C 50 116, 110 148, 140 132"/><path d="M40 96 l-8 8 M60 104 l0 12 M128 76 l10 -6"/>`,
  },
  "greases-and-lubricants": {
    name: "Greases and lubricants",
    motif: `<circle cx="66" cy="86" r="26"/><path d="M66 38 v14 M66 120 v14 M18 86 h14 M100 86 h14 M32 52 l10 10 M90 110 l10 10 M32 120 l10 -10 M90 62 l10 -10"/><path d="M124 20 C 136 38, 144 48, 144 58 a20 20 0 0 1 -40 0 C 104 48, 112 38, 124 20 Z"/>`,
  },
  "release-agents": {
    name: "Release agents",
    motif: `<path d="M20 110 h120 v28 H20 Z"/><path d="M44 110 v-20 h72 v20"/><path d="M50 70 C 50 40, 110 40, 110 70 Z"/><path d="M80 36 v-16 M66 24 l14 -12 l14 12"/>`,
  },
  "silicone-removers": {
    name: "Silicone removers",
    motif: `<path d="M20 130 h120"/><path d="M30 130 C 40 112, 60 112, 70 130"/><path d="M92 118 L128 40 l16 8 L110 124 Z"/><path d="M86 128 l10 -12"/>`,
  },
  "silicone-emulsions": {
    name: "Silicone emulsions",
    motif: `<path d="M36 24 h88 M46 24 v100 a34 22 0 0 0 68 0 V24"/><circle cx="66" cy="96" r="8"/><circle cx="92" cy="110" r="6"/><circle cx="86" cy="78" r="5"/><circle cx="70" cy="126" r="4"/>`,
  },
  "heatset-web-offset": {
    name: "Heatset web offset printing",
    motif: `<circle cx="46" cy="56" r="26"/><circle cx="114" cy="56" r="26"/><circle cx="46" cy="116" r="20"/><circle cx="114" cy="116" r="20"/><path d="M10 86 H150"/><path d="M20 86 C 40 80, 60 92, 80 86 S 120 80, 140 86" stroke-dasharray="6 8"/>`,
  },
};

function categoryArt(slug: string, name: string, motif: string): string {
  const { width, height } = ARTWORK_SIZES.industry;
  const body =
    inkGradient(width, height) +
    waves(`category-${slug}`, width, height, MIST) +
    bubbles(`category-${slug}`, width, height, 14, MIST) +
    `<g transform="translate(${width / 2 - 110} ${height / 2 - 110}) scale(1.375)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `<circle cx="60" cy="${height - 60}" r="14" fill="${ACCENT}"/>`;
  return svg(width, height, `${name}: illustration`, body);
}

/** Places on the globe, as longitude and latitude in degrees; the first is home. */
const PLACES: [number, number][] = [
  [-0.2, 53],
  [10, 51],
  [2.3, 48.9],
  [-3.7, 40.4],
  [21, 52.2],
  [55.3, 25.3],
  [31.2, 30],
  [28, -26.2],
  [3.4, 6.5],
  [36.8, -1.3],
  [72.9, 19.1],
  [-74, 40.7],
  [-46.6, -23.5],
  [103.8, 1.4],
  [18.1, 59.3],
];

function globeArt(): string {
  const { width, height } = ARTWORK_SIZES.page;
  const cx = width / 2;
  const cy = height / 2;
  const r = 230;
  const centreLongitude = 20;
  const centreLatitude = 25;
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  /** Orthographic projection; undefined for points on the far side. */
  const project = (longitude: number, latitude: number): [number, number] | undefined => {
    const lambda = toRadians(longitude - centreLongitude);
    const phi = toRadians(latitude);
    const phi0 = toRadians(centreLatitude);
    const depth = Math.sin(phi0) * Math.sin(phi) + Math.cos(phi0) * Math.cos(phi) * Math.cos(lambda);
    if (depth < 0) return undefined;
    const x = Math.cos(phi) * Math.sin(lambda);
    const y = Math.cos(phi0) * Math.sin(phi) - Math.sin(phi0) * Math.cos(phi) * Math.cos(lambda);
    return [cx + r * x, cy - r * y];
  };
  const line = (points: [number, number][]) => {
    const visible = points.map(([lon, lat]) => project(lon, lat));
    let d = "";
    let pen = false;
    for (const point of visible) {
      if (!point) {
        pen = false;
        continue;
      }
      d += `${pen ? "L" : "M"}${point[0].toFixed(1)} ${point[1].toFixed(1)}`;
      pen = true;
    }
    return d;
  };
  const steps = Array.from({ length: 73 }, (_, i) => i * 5 - 180);
  const grid = [
    ...[-60, -30, 0, 30, 60].map((latitude) => line(steps.map((lon) => [lon, latitude]))),
    ...Array.from({ length: 12 }, (_, i) => i * 30 - 180).map((longitude) =>
      line(steps.filter((lat) => lat >= -90 && lat <= 90).map((lat) => [longitude, lat])),
    ),
  ];
  const [home, ...others] = PLACES.map(([lon, lat]) => project(lon, lat)).filter(
    (point): point is [number, number] => point !== undefined,
  );
  if (!home) throw new Error("home must face the viewer");
  const next = random("global-network");
  // Each route bows away from the globe's centre, like a flight path drawn over the sphere.
  const arcs = others.map(([x, y]) => {
    const mx = (home[0] + x) / 2;
    const my = (home[1] + y) / 2;
    const outward = Math.hypot(mx - cx, my - cy) || 1;
    const lift = (0.25 + next() * 0.15) * Math.hypot(x - home[0], y - home[1]);
    const qx = mx + ((mx - cx) / outward) * lift;
    const qy = my + ((my - cy) / outward) * lift;
    return `<path d="M${home[0].toFixed(1)} ${home[1].toFixed(1)} Q ${qx.toFixed(1)} ${qy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}"/>`;
  });
  const body =
    inkGradient(width, height) +
    bubbles("global-network", width, height, 16, MIST) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK_STRONG}" opacity="0.55"/>` +
    `<g fill="none" stroke="${MIST}" stroke-width="1.5" opacity="0.45">${grid.map((d) => `<path d="${d}"/>`).join("")}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.9">${arcs.join("")}</g>` +
    `<g fill="#ffffff">${others.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6"/>`).join("")}</g>` +
    `<circle cx="${home[0].toFixed(1)}" cy="${home[1].toFixed(1)}" r="12" fill="${ACCENT}" stroke="#ffffff" stroke-width="3"/>`;
  return svg(width, height, "Routes from Fenmoor to customers around the world", body);
}

for (const [slug, { name, motif }] of Object.entries(CATEGORY_MOTIFS))
  write(`categories/${slug}.svg`, categoryArt(slug, name, motif));
write("pages/global-network.svg", globeArt());

console.log("home artwork written to content/files");
