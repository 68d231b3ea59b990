/**
 * The finder's facets of a product, read from its category, chemical type and application area, so
 * the generated catalogue and the bench's synthetic products agree with their own chemistry: no
 * silicone-free claim on a silicone, E 900 only on dimethylpolysiloxane, VOC-free only without solvent.
 */
import type { CertificationSlug, ChemistrySlug, FormSlug, FunctionSlug } from "#shared/catalogue/facets.ts";
import type { IndustrySlug } from "#shared/industries/industries.ts";

export type FacetFields = {
  industries: IndustrySlug[];
  functions: FunctionSlug[];
  chemistry: ChemistrySlug[];
  form: FormSlug;
  certifications: { status: CertificationSlug; reference?: string }[];
};

type Described = { categoryId: number; chemicalType: string; applicationArea: string };

export const FOAM_CONTROL_CATEGORY = 3;

const INDUSTRY_WORDS: [IndustrySlug, RegExp][] = [
  ["adhesives", /adhesive/i],
  ["coatings", /paint|coating|varnish|polish|plaster|ink/i],
  [
    "construction",
    /construct|concrete|masonry|mortar|bitumen|asphalt|cable|roof|bridge|plumbing|glazing|façade|formwork|duct/i,
  ],
  ["fermentation", /ferment|brew|distill|yeast|antibiotic/i],
  [
    "food-processing",
    /food|baker|meat|poultry|bottling|canning|dairy|sugar|starch|juice|pizza|bread|cake|pâtisserie|confection|muffin/i,
  ],
  [
    "manufacturing",
    /plastic|rubber|mould|metalworking|die casting|electr|injection|film|tyre|foundry|polymeris|compounding|packaging|mica|o-ring|vacuum|heat transfer|diffusion|oils|formulating|hair care|detergent|lehr/i,
  ],
  ["oil-field", /oil field|drilling|gas-oil/i],
  ["printing", /print|offset|litho|blanket|chill roll|colour change|paper release/i],
  [
    "recycling-water-treatment",
    /waste water|effluent|recycl|white water|lagoon|pulp washing|quarr|aggregate|haul road|crusher|mineral processing/i,
  ],
  ["textiles", /textile|dye|fibre|carpet|non-woven|leather|stenter/i],
  ["vegetable-processing", /potato|vegetable|beet|gluten/i],
];

function industries(product: Described): IndustrySlug[] {
  const text = product.applicationArea;
  const found = INDUSTRY_WORDS.filter(([, words]) => words.test(text)).map(([slug]) => slug);
  return found.length > 0 ? found : ["manufacturing"];
}

function functions({ categoryId, chemicalType, applicationArea }: Described): FunctionSlug[] {
  switch (categoryId) {
    case FOAM_CONTROL_CATEGORY:
      return /polyether|mineral|compound/i.test(chemicalType) ? ["deaerator", "defoamer"] : ["defoamer"];
    case 4:
      return ["lubrication"];
    case 5:
      return ["release"];
    case 6:
      return ["cleaning"];
    case 7:
      if (/amino/i.test(chemicalType)) return ["softening"];
      if (/reactive/i.test(chemicalType)) return ["release", "water-repellent"];
      return ["lubrication", "release"];
    case 28:
      return ["anti-static"];
    case 29:
    case 30:
    case 31:
      return /fount/i.test(chemicalType) ? ["dampening"] : ["cleaning"];
    case 32:
      if (/antifoam/i.test(applicationArea)) return ["defoamer"];
      return /phenyl/i.test(chemicalType) ? ["lubrication"] : ["lubrication", "release"];
    case 33:
      return ["binder"];
    case 34:
      return ["water-repellent"];
    case 35:
      return ["dust-control"];
    default:
      return /wetting/i.test(chemicalType) ? ["wetting"] : ["emulsifying"];
  }
}

const CHEMISTRY_BY_TYPE: [RegExp, ChemistrySlug[]][] = [
  [/remover|wash/i, ["solvent"]],
  [/polyether-modified/i, ["polyether", "silicone"]],
  [/silic|siloxane|silane|antifoam compound|powder-carried|janitorial/i, ["silicone"]],
  [/vegetable|bakery/i, ["vegetable-oil"]],
  [/mineral|aluminium complex/i, ["mineral-oil"]],
  [/fatty alcohol/i, ["fatty-alcohol"]],
  [/monostearate|oven chain|water-based release/i, ["ester"]],
  [/fount|cable pulling|cable blowing/i, ["aqueous"]],
];

function chemistry({ chemicalType }: Described): ChemistrySlug[] {
  return CHEMISTRY_BY_TYPE.find(([pattern]) => pattern.test(chemicalType))?.[1] ?? ["surfactant"];
}

const FORM_BY_TYPE: [RegExp, FormSlug][] = [
  [/powder|monostearate/i, "powder"],
  [/antifoam compound/i, "compound"],
  [/grease|gel/i, "paste"],
  [/emulsion|water-based release|janitorial|textile water repellent/i, "emulsion"],
];

function form({ chemicalType }: Described): FormSlug {
  return FORM_BY_TYPE.find(([pattern]) => pattern.test(chemicalType))?.[1] ?? "fluid";
}

/** Facets from chemistry and use alone; Halal and Kosher are granted per product (`certified`). */
export function productFacets(product: Described): FacetFields {
  const chemistries = chemistry(product);
  const productForm = form(product);
  const isSilicone = chemistries.includes("silicone");
  const isDimethyl = /^(silicone antifoam|powder-carried|polydimethylsiloxane)/i.test(product.chemicalType);
  const foodDefoamer =
    product.categoryId === FOAM_CONTROL_CATEGORY &&
    /silicone antifoam|vegetable|powder-carried/i.test(product.chemicalType);
  const certifications: FacetFields["certifications"] = [];
  const add = (status: CertificationSlug, when: boolean, reference?: string) => {
    if (when) certifications.push(reference ? { status, reference } : { status });
  };
  add("e900", isDimethyl && (foodDefoamer || /antifoam base/i.test(product.applicationArea)));
  add(
    "eu-10-2011",
    /plastics processing aid/i.test(product.applicationArea) || /monostearate/i.test(product.chemicalType),
  );
  add("fda-173-340", foodDefoamer);
  add(
    "fda-176-210",
    product.categoryId === FOAM_CONTROL_CATEGORY && /mineral|fatty alcohol/i.test(product.chemicalType),
  );
  add(
    "reach",
    true,
    /polydimethylsiloxane/i.test(product.chemicalType) ? "REACH 01-2119486964-18-0021" : undefined,
  );
  add("silicone-free", !isSilicone);
  add("voc-free", !chemistries.includes("solvent") && ["emulsion", "powder", "paste"].includes(productForm));
  return {
    industries: industries(product),
    functions: functions(product),
    chemistry: chemistries,
    form: productForm,
    certifications,
  };
}

type Certifiable = Described & { id: number; active: boolean; description: string };

/**
 * Halal and Kosher as the spec states them: every active foam control agent certified Kosher, one of
 * them (Fenfoam S-120, id 1) also for Passover, and 30 of them reviewed for Halal (the food-grade
 * silicone emulsions and vegetable-oil defoamers, lowest ids first); and any other product whose own
 * description says it is certified kosher (the pâtisserie release oils).
 */
export function religiousCertifications(products: Certifiable[]): Map<number, FacetFields["certifications"]> {
  const granted = new Map<number, FacetFields["certifications"]>();
  const foamControl = products.filter(
    (product) => product.active && product.categoryId === FOAM_CONTROL_CATEGORY,
  );
  const halal = new Set(
    foamControl
      .filter((product) => /silicone antifoam emulsion|vegetable/i.test(product.chemicalType))
      .map((product) => product.id)
      .sort((a, b) => a - b)
      .slice(0, HALAL_REVIEWED),
  );
  for (const product of foamControl) {
    const certificates: FacetFields["certifications"] = [];
    const serial = String(product.id).padStart(4, "0");
    if (halal.has(product.id)) certificates.push({ status: "halal", reference: `HFC-2025-${serial}` });
    certificates.push({ status: "kosher", reference: `KFC-2025-${serial}` });
    if (product.id === PASSOVER_PRODUCT_ID)
      certificates.push({ status: "kosher-passover", reference: `KFC-P-2025-${serial}` });
    granted.set(product.id, certificates);
  }
  for (const product of products) {
    if (granted.has(product.id) || !/certified kosher/i.test(product.description)) continue;
    granted.set(product.id, [
      { status: "kosher", reference: `KFC-2025-${String(product.id).padStart(4, "0")}` },
    ]);
  }
  return granted;
}

const HALAL_REVIEWED = 30;
const PASSOVER_PRODUCT_ID = 1;
