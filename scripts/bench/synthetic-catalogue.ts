/**
 * Adds synthetic products to a database that already holds the sample content, to measure search
 * at scale: `node scripts/bench/synthetic-catalogue.ts [count]` loads 100,000 into the database the
 * environment names (DATA_DIR or DATABASE_URL). The rows are marked by ids from 1,000,000 up and
 * slugs starting `synthetic-`. Products are edited in the console (decision 042) and the seed only
 * adds products the database lacks, so they stay until the database is dropped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { FOAM_CONTROL_CATEGORY, productFacets } from "../catalogue/product-facets.ts";

const SYNTHETIC_FIRST_ID = 1_000_000;
const BATCH = 500;

const STEMS: Record<number, string[]> = {
  3: ["Fenfoam", "Defoam", "Antifoam", "Foamstop"],
  4: ["Fenlube", "Glide", "Chainguard"],
  5: ["Fenrelease", "Moldrel", "Panrel"],
  6: ["Fenstrip", "Siloff"],
  7: ["Fensil E", "Emulsil"],
  28: ["Fenstat", "Staticfree"],
  29: ["Fenprint HS", "Heatfount"],
  30: ["Fenprint CS", "Newsfount"],
  31: ["Fenprint SF", "Sheetfount"],
  32: ["Fensil F", "Fluidsil"],
  33: ["Fenres", "Resil"],
  34: ["Fenguard", "Hydroguard"],
  35: ["Fendust", "Dustbind"],
  36: ["Fenmul", "Emulgate"],
};
const CATEGORY_IDS = Object.keys(STEMS).map(Number);

const OPENINGS = [
  "A concentrated",
  "A low-dose",
  "A food-grade",
  "A solvent-free",
  "A fast-acting",
  "A long-lasting",
  "A biodegradable",
  "A high-temperature",
  "A cold-water dispersible",
  "A low-odour",
];
const SUBJECTS = [
  "silicone emulsion",
  "polyether defoamer",
  "mineral oil antifoam",
  "vegetable oil defoamer",
  "synthetic ester lubricant",
  "aluminium complex grease",
  "semi-permanent release agent",
  "water-based release coating",
  "fount concentrate",
  "blanket wash",
  "silane impregnation",
  "methyl phenyl resin",
  "quaternary anti-static",
  "dust suppressant",
  "non-ionic emulsifier",
  "wetting agent",
  "silicone remover gel",
  "polydimethylsiloxane fluid",
];
const USES = [
  "fermentation",
  "sugar beet processing",
  "potato washing",
  "paper machines",
  "effluent treatment",
  "textile dyeing",
  "water-based adhesives",
  "metalworking fluids",
  "bakery ovens",
  "conveyor chains",
  "cable pulling",
  "die casting",
  "concrete formwork",
  "tyre moulding",
  "newspaper presses",
  "sheet-fed litho",
  "masonry protection",
  "quarry haul roads",
  "plastic films",
  "glass recycling",
  "electronics rework",
  "paint formulation",
  "crop protection",
  "detergent manufacture",
];
const CLAIMS = [
  "dilutes readily in cold water",
  "stays stable across a wide pH range",
  "leaves no residue on finished goods",
  "is certified kosher and reviewed for Halal",
  "works at dose rates below 50 ppm",
  "resists washout and steam cleaning",
  "is free of APEO and solvents",
  "keeps its performance up to 200 °C",
  "is pumpable down to -10 °C",
  "needs no pre-dilution",
];

/** A deterministic sequence, so every benchmark run searches the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function syntheticProduct(index: number, rng: () => number) {
  const pick = <T>(items: T[]): T => items[Math.floor(rng() * items.length)] as T;
  const categoryId = pick(CATEGORY_IDS);
  const id = SYNTHETIC_FIRST_ID + index;
  const letters = String.fromCharCode(65 + Math.floor(rng() * 26), 65 + Math.floor(rng() * 26));
  const name = `${pick(STEMS[categoryId] ?? ["Fen"])} ${letters}-${index + 1}`;
  const subject = pick(SUBJECTS);
  return {
    id,
    slug: `synthetic-${index + 1}`,
    name,
    category_id: categoryId,
    chemical_type: subject[0]?.toUpperCase() + subject.slice(1),
    activity_percent: Math.round(rng() * 100),
    application_area: pick(USES),
    description: `${pick(OPENINGS)} ${subject} for ${pick(USES)} and ${pick(USES)}. It ${pick(CLAIMS)} and ${pick(CLAIMS)}.`,
    properties: "[]",
    datasheet: `datasheets/synthetic-${index + 1}.pdf`,
    active: 1,
  };
}

type SyntheticRow = ReturnType<typeof syntheticProduct>;

/**
 * A synthetic product's facet rows, read from its chemistry and use as the catalogue's are; foam
 * control agents are Kosher nine times in ten and Halal one time in three, as in the sample catalogue.
 */
function syntheticFacets(product: SyntheticRow, rng: () => number) {
  const facets = productFacets({
    categoryId: product.category_id,
    chemicalType: product.chemical_type,
    applicationArea: product.application_area,
  });
  const row = (facet: string, value: string) => ({ product_id: product.id, facet, value, reference: null });
  const religious =
    product.category_id === FOAM_CONTROL_CATEGORY
      ? [...(rng() < 1 / 3 ? ["halal"] : []), ...(rng() < 0.9 ? ["kosher"] : [])]
      : [];
  return [
    ...facets.industries.map((value) => row("industry", value)),
    ...facets.functions.map((value) => row("function", value)),
    ...facets.chemistry.map((value) => row("chemistry", value)),
    row("form", facets.form),
    ...[...religious, ...facets.certifications.map((cert) => cert.status)].map((value) => row("cert", value)),
  ];
}

/** Replaces any synthetic products with `count` new ones and bumps the content version. */
export async function loadSyntheticCatalogue(database: DatabaseHandle, count: number): Promise<void> {
  const rng = random(42);
  const certificationRng = random(7);
  await database.db.transaction().execute(async (tx) => {
    await tx.deleteFrom("product_facets").where("product_id", ">=", SYNTHETIC_FIRST_ID).execute();
    await tx.deleteFrom("products").where("id", ">=", SYNTHETIC_FIRST_ID).execute();
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
        syntheticProduct(start + offset, rng),
      );
      await tx.insertInto("products").values(rows).execute();
      await tx
        .insertInto("product_facets")
        .values(rows.flatMap((row) => syntheticFacets(row, certificationRng)))
        .execute();
    }
    // Caches and the search index follow the content version; a new one makes them reload.
    await tx
      .updateTable("site_meta")
      .set({ value: new Date().toISOString() })
      .where("key", "=", "content_version")
      .execute();
  });
}

/** A temporary SQLite DATA_DIR with the sample content and `count` synthetic products; the caller removes it. */
export async function prepareSyntheticDataDir(count: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const database = openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database);
    await loadSyntheticCatalogue(database, count);
  } finally {
    await database.close();
  }
  return dataDir;
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 100_000);
  const database = openDatabase(loadConfig());
  await migrateToLatest(database.db);
  await seedDatabase(database);
  await loadSyntheticCatalogue(database, count);
  await database.close();
  console.log(`${count} synthetic products loaded into ${database.dialect}`);
}
