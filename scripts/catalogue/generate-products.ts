/**
 * Writes content/catalogue/products.json: the hand-written products (ids 1–23) as they are, then
 * the grades of every product line in product-families.ts. Deterministic: the same input always
 * gives the same file, so re-running it after editing a line changes only what that edit touches.
 *
 * Run: node scripts/catalogue/generate-products.ts && npm run format
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ProductRecord } from "#server/catalogue/content-files.ts";
import { productFacets, religiousCertifications } from "./product-facets.ts";
import { PRODUCT_LINES, type ProductLine, type PropertyProfile } from "./product-families.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "content/catalogue/products.json");
const HAND_WRITTEN_IDS = 23;

/** A product without its facets, which are derived afresh on every run (product-facets.ts). */
const DescribedProduct = ProductRecord.omit({
  industries: true,
  functions: true,
  chemistry: true,
  form: true,
  certifications: true,
});
type DescribedProduct = z.infer<typeof DescribedProduct>;

/** Small seeded generator (mulberry32), so the output never depends on Math.random. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function gradeName(stem: string, code: number): string {
  if (stem.includes("#")) return stem.replace("#", String(code));
  const last = stem.split(" ").at(-1) ?? "";
  return /^[A-Z]{1,3}$/.test(last) ? `${stem}-${code}` : `${stem} ${code}`;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

const PACKS = ["25 kg drum", "200 kg drum", "1,000 kg IBC", "20 L can", "5 kg pail", "180 kg drum"];

function properties(rng: Rng, profile: PropertyProfile, activity: number | null): [string, string][] {
  const rows: [string, string][] = [];
  const sg = (low: number, high: number) => (low + rng() * (high - low)).toFixed(2);
  const viscosity = () => `${pick(rng, [150, 300, 500, 800, 1200, 2500, 4000])} mPa·s at 25 °C`;
  switch (profile) {
    case "emulsion":
      rows.push(["Appearance", pick(rng, ["White emulsion", "Milky white liquid", "Off-white emulsion"])]);
      rows.push(["Viscosity", viscosity()]);
      rows.push(["pH", pick(rng, ["5.5–7.0", "6.5–7.5", "7.0–8.5"])]);
      rows.push(["Specific gravity at 25 °C", sg(0.98, 1.03)]);
      rows.push([
        "Dilution",
        pick(rng, ["Cold water, with gentle stirring", "Water, at any ratio", "Process water"]),
      ]);
      rows.push(["Storage", "5–30 °C; protect from frost"]);
      rows.push(["Shelf life", pick(rng, ["9 months", "12 months"])]);
      break;
    case "neat-fluid":
      rows.push([
        "Appearance",
        pick(rng, ["Clear, colourless liquid", "Pale yellow liquid", "Slightly hazy liquid"]),
      ]);
      rows.push(["Viscosity", viscosity()]);
      rows.push(["Specific gravity at 25 °C", sg(0.88, 1.05)]);
      rows.push(["Flash point", pick(rng, ["> 100 °C", "> 150 °C", "> 200 °C"])]);
      rows.push(["Storage", "Dry, 0–40 °C, container closed"]);
      rows.push(["Shelf life", pick(rng, ["18 months", "24 months"])]);
      break;
    case "grease":
      rows.push([
        "Appearance",
        pick(rng, ["Smooth white grease", "Translucent grease", "Pale amber grease"]),
      ]);
      rows.push(["NLGI grade", pick(rng, ["1", "2", "3"])]);
      rows.push(["Dropping point", pick(rng, ["> 230 °C", "> 250 °C", "> 260 °C"])]);
      rows.push(["Service temperature", pick(rng, ["-20 to 160 °C", "-30 to 180 °C", "-40 to 200 °C"])]);
      rows.push(["Base oil", pick(rng, ["White mineral oil", "Synthetic hydrocarbon", "Silicone fluid"])]);
      rows.push(["Shelf life", "36 months"]);
      break;
    case "solvent":
      rows.push([
        "Appearance",
        pick(rng, ["Clear liquid", "Pale amber liquid", "Clear blue liquid", "Clear green liquid"]),
      ]);
      rows.push(["Specific gravity at 20 °C", sg(0.8, 1.1)]);
      rows.push(["Flash point", pick(rng, ["> 61 °C", "> 100 °C", "38 °C", "None (water-based)"])]);
      rows.push(["VOC content", pick(rng, ["< 5%", "< 10%", "< 25%", "Not applicable"])]);
      rows.push(["Storage", "5–35 °C, away from sources of ignition"]);
      rows.push(["Shelf life", pick(rng, ["12 months", "24 months"])]);
      break;
    case "gel":
      rows.push(["Appearance", pick(rng, ["Clear gel", "Translucent blue gel", "White gel"])]);
      rows.push(["Consistency", "Thixotropic; does not run on vertical surfaces"]);
      rows.push(["pH", pick(rng, ["6.0–7.5", "7.0–8.0", "Not applicable"])]);
      rows.push(["Working temperature", pick(rng, ["-10 to 40 °C", "0 to 40 °C", "5 to 35 °C"])]);
      rows.push(["Shelf life", "24 months"]);
      break;
    case "solid":
      rows.push(["Appearance", pick(rng, ["White free-flowing powder", "Ivory flakes", "Off-white beads"])]);
      rows.push(["Bulk density", `${pick(rng, [350, 420, 500, 560, 610])} g/L`]);
      rows.push(["Melting range", pick(rng, ["55–60 °C", "58–65 °C", "Not applicable (carrier)"])]);
      rows.push(["Storage", "Dry, below 30 °C"]);
      rows.push(["Shelf life", "24 months"]);
      break;
  }
  if (activity !== null) rows.splice(1, 0, ["Active content", `${activity}%`]);
  const packs = [...new Set([pick(rng, PACKS), pick(rng, PACKS), pick(rng, PACKS)])];
  rows.push(["Pack sizes", packs.join(", ")]);
  return rows;
}

function description(rng: Rng, line: ProductLine, activity: number | null, application: string): string {
  const lead = line.lead
    .replace("A {activity} ", activity === null ? "A " : `A ${activity}% active `)
    .replace("{activity}", activity === null ? "" : `${activity}% active`);
  const use = pick(rng, [
    `Typical uses: ${lowerFirst(application)}.`,
    `Customers use it in ${lowerFirst(application)}.`,
    `This grade is made for ${lowerFirst(application)}.`,
  ]);
  return `${lead} ${use} ${pick(rng, line.features)}`;
}

function matchesLine(line: ProductLine, product: DescribedProduct): boolean {
  if (!line.chemicalType.includes("{code}")) return line.chemicalType === product.chemicalType;
  const [before = "", after = ""] = line.chemicalType.split("{code}");
  return product.chemicalType.startsWith(before) && product.chemicalType.endsWith(after);
}

export function generateProducts(handWritten: DescribedProduct[]): DescribedProduct[] {
  const rng = random(20231101);
  const products = [...handWritten];
  const names = new Set(products.map((product) => product.name));
  let id = HAND_WRITTEN_IDS;
  for (const [categoryId, lines] of Object.entries(PRODUCT_LINES)) {
    for (const line of lines) {
      const existing = handWritten.filter((product) => matchesLine(line, product)).length;
      let code = 10 + Math.floor(rng() * 9) * 10;
      const step = pick(rng, [5, 10, 15, 20, 25]);
      const codes = [...(line.codes ?? [])];
      for (let grade = existing; grade < line.grades; grade++) {
        let name: string;
        do {
          const next = codes.shift();
          name = gradeName(line.stem, next ?? code);
          if (next === undefined) code += step;
        } while (names.has(name));
        names.add(name);
        const activity = pick(rng, line.activities);
        const application = pick(rng, line.applications);
        const chemicalType = line.chemicalType.replace("{code}", name.replace(/^\D+/, ""));
        id += 1;
        products.push({
          id,
          slug: slugify(name),
          name,
          categoryId: Number(categoryId),
          chemicalType,
          activityPercent: activity,
          applicationArea: application,
          description: description(rng, line, activity, application),
          properties: properties(rng, line.profile, activity),
          // A few grades are discontinued: kept on file, hidden from the site.
          active: rng() > 0.02,
        });
      }
    }
  }
  return products;
}

/** Every product with its facets: Halal and Kosher where the spec grants them, the rest by chemistry. */
export function withFacets(products: DescribedProduct[]): ProductRecord[] {
  const religious = religiousCertifications(products);
  return products.map((product) => {
    const facets = productFacets(product);
    const certifications = [...(religious.get(product.id) ?? []), ...facets.certifications].sort((a, b) =>
      a.status.localeCompare(b.status),
    );
    return { ...product, ...facets, certifications };
  });
}

const PROFILE_BY_TYPE: [RegExp, PropertyProfile][] = [
  [/grease/i, "grease"],
  [/gel/i, "gel"],
  [/emulsion|blanket wash|dust/i, "emulsion"],
  [/fount|resin|remover|water repellent/i, "solvent"],
  [/monostearate/i, "solid"],
];

/** Hand-written products keep their text; properties are filled in where they were left open. */
function completeHandWritten(products: DescribedProduct[]): DescribedProduct[] {
  const rng = random(1);
  return products.map((product) => {
    if (product.properties.length > 1) return product;
    const profile =
      PROFILE_BY_TYPE.find(([pattern]) => pattern.test(product.chemicalType))?.[1] ?? "neat-fluid";
    return { ...product, properties: properties(rng, profile, product.activityPercent) };
  });
}

if (import.meta.main) {
  const onFile = z.array(DescribedProduct).parse(JSON.parse(fs.readFileSync(OUT, "utf8")));
  const handWritten = completeHandWritten(onFile.filter((product) => product.id <= HAND_WRITTEN_IDS));
  const products = withFacets(generateProducts(handWritten));
  fs.writeFileSync(OUT, `${JSON.stringify(products, null, 2)}\n`);
  console.log(`${products.length} products written to ${path.relative(ROOT, OUT)}`);
}
