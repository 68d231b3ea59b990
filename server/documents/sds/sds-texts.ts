import type { CertificationSlug, ChemistrySlug, FormSlug, FunctionSlug } from "#shared/catalogue/facets.ts";

/** The sixteen sections, each with its numbered sub-sections, as Annex II of REACH names them. */
type SdsHeadings = {
  /** "SECTION", "ABSCHNITT", "RUBRIQUE", "SECCIÓN". */
  sectionWord: string;
  sections: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  /** Sub-section titles by number, e.g. "1.1": "Product identifier". */
  subsections: Readonly<Record<string, string>>;
};

/**
 * Everything a safety data sheet says in one language that does not come from the product's data
 * (server/documents/sds/sds-content.ts picks and fills them). One object per language, same keys.
 */
export type SdsTexts = SdsHeadings & {
  title: string;
  /** The legal text the sheet is written under, by regulatory area. */
  legalBasis: { gb: string; eu: string };
  countries: { gb: string; eu: string };
  languageName: string;
  months: readonly string[];
  formatDate: (day: number, month: string, year: number) => string;
  footer: (parts: {
    country: string;
    language: string;
    version: number;
    date: string;
    page: number;
    pages: number;
  }) => string;
  /** Numbers are written with a decimal comma. */
  decimalComma: boolean;
  functions: Readonly<Record<FunctionSlug, string>>;
  components: Readonly<Record<ChemistrySlug, string>>;
  forms: Readonly<Record<FormSlug, string>>;
  certifications: Readonly<Record<CertificationSlug, string>>;
  /** Translations of the catalogue's property labels and recurring values; others stay as written. */
  phrases: Readonly<Record<string, string>>;
  /** " at " in "500 mPa·s at 25 °C". */
  at: string;
  t: {
    productCode: string;
    useLine: string;
    advisedAgainst: string;
    supplierEmail: string;
    emergency: { gb: string; eu: string };
    notClassified: { gb: string; eu: string };
    flammable3: string;
    flammable2: string;
    noLabel: string;
    pictogram: string;
    signalWarning: string;
    signalDanger: string;
    precautionsFlammable: string;
    otherHazards: string;
    slippery: string;
    dust: string;
    mixtureNature: string;
    emulsifier: string;
    water: string;
    carrier: string;
    silica: string;
    noHazardousComponents: string;
    hazardousComponent: string;
    inhalation: string;
    skin: string;
    eyes: string;
    ingestion: string;
    symptoms: string;
    treatment: string;
    extinguishing: string;
    combustionSilicone: string;
    combustion: string;
    firefighters: string;
    vapourExplosive: string;
    personal: string;
    environmental: string;
    containLiquid: string;
    containSolid: string;
    ignitionSources: string;
    otherSections: string;
    handling: string;
    handlingFlammable: string;
    storageClosed: string;
    endUse: string;
    exposureLimits: { gb: string; eu: string };
    dustLimits: string;
    eyeProtection: string;
    handProtection: string;
    respiratory: string;
    environmentExposure: string;
    physicalState: string;
    odour: string;
    odourMild: string;
    odourSolvent: string;
    notDetermined: string;
    notApplicable: string;
    solubility: string;
    dispersible: string;
    insoluble: string;
    otherPhysical: string;
    reactivity: string;
    stability: string;
    hazardousReactions: string;
    avoidEmulsion: string;
    avoidFlammable: string;
    avoidDefault: string;
    incompatible: string;
    decomposition: string;
    decompositionSilicone: string;
    toxicology: string;
    otherHealthHazards: string;
    aquatic: string;
    persistenceSilicone: string;
    persistenceBiodegradable: string;
    persistenceDefault: string;
    bioaccumulation: string;
    mobility: string;
    pbt: string;
    endocrine: string;
    otherAdverse: string;
    waste: string;
    packaging: string;
    notDangerousGoods: string;
    properShippingName: string;
    noEnvironmentalHazard: string;
    userPrecautions: string;
    bulk: string;
    legislation: { gb: string; eu: string };
    statuses: string;
    noStatuses: string;
    safetyAssessment: string;
    revision: string;
    history: string;
    abbreviations: string;
    /** Full texts of the hazard statements. */
    h225: string;
    h226: string;
    disclaimer: string;
  };
};
