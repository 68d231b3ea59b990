import type { SdsVariant } from "#shared/documents/document-kinds.ts";
import { formatAddress } from "#shared/site/site-config.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import type { PdfContent, PdfSection } from "../../files/pdf-document.ts";
import type { Revision } from "../document-revisions.ts";
import { type DocumentProduct, flammableCategory, propertyOf } from "./sds-product.ts";
import type { SdsTexts } from "./sds-texts.ts";

/** Properties of the catalogue that section 9 reports, in this order, where the product has them. */
const PHYSICAL_PROPERTIES = [
  "Melting range",
  "Flash point",
  "pH",
  "Viscosity",
  "Specific gravity at 25 °C",
  "Specific gravity at 20 °C",
  "Bulk density",
  "Dropping point",
  "VOC content",
];

const LANGUAGE_TAGS = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES" } as const;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** A concentration band as sheets state them, never a single exact figure. */
function band(percent: number): string {
  const bounds = [1, 5, 10, 25, 50, 75, 90];
  if (percent < 1) return "< 1%";
  const upper = bounds.find((bound) => percent < bound) ?? 100;
  const lower = [0, ...bounds].filter((bound) => bound < upper).at(-1) ?? 0;
  return `${lower}–${upper}%`;
}

/** A catalogue value used as a sentence: ends with a full stop. */
function sentence(text: string): string {
  return text === "" || /[.!?]$/.test(text) ? text : `${text}.`;
}

export function sdsDate(texts: SdsTexts, iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return texts.formatDate(day, texts.months[month - 1] ?? "", year);
}

/** Composition lines (name, band) from the product's chemistry, form and active content. */
function components(product: DocumentProduct, texts: SdsTexts): [string, string][] {
  const active = product.activityPercent;
  const chemistry = product.chemistry.includes("polyether")
    ? product.chemistry.filter((slug) => slug !== "silicone")
    : product.chemistry;
  const activeBand = active === null ? "90–100%" : band(active / chemistry.length);
  const lines: [string, string][] = chemistry.map((slug) => [texts.components[slug], activeBand]);
  if (product.form === "emulsion") {
    lines.push([texts.t.emulsifier, "1–5%"]);
    if (active !== null) lines.push([texts.t.water, band(Math.max(0, 100 - active - 3))]);
  } else if (product.form === "powder" && active !== null) {
    lines.push([texts.t.carrier, band(100 - active)]);
  } else if (product.form === "compound") {
    lines.push([texts.t.silica, "1–10%"]);
  } else if (product.chemistry.includes("aqueous") && active !== null) {
    lines.push([texts.t.water, band(100 - active)]);
  }
  return lines;
}

/**
 * The sixteen sections of a GHS/REACH safety data sheet for one product, area and language
 * (decision 051): fixed texts from the language's table, facts from the product's data.
 */
export function sdsContent(
  product: DocumentProduct,
  variant: SdsVariant,
  texts: SdsTexts,
  revision: Revision,
  earlier: Revision[],
  identity: SiteIdentity,
): PdfContent {
  const { t } = texts;
  const area = variant.country;
  const flammable = flammableCategory(product);
  const silicone = product.chemistry.includes("silicone") || product.chemistry.includes("polyether");
  const solid = product.form === "powder";
  const phrase = (value: string) => {
    const known = texts.phrases[value];
    if (known) return known;
    const local = value.replace(" at ", texts.at);
    return texts.decimalComma ? local.replace(/(\d)\.(\d)/g, "$1,$2") : local;
  };
  const sub = (number: string, ...values: (string | false | undefined)[]): [string, string] => [
    `${number} ${texts.subsections[number] ?? ""}`,
    values.filter(Boolean).join(" "),
  ];
  const date = sdsDate(texts, revision.date);
  const flash = propertyOf(product, "Flash point");
  const uses = product.functions.map((slug) => fill(t.useLine, { function: texts.functions[slug] }));
  const statuses = product.certifications.map(({ status, reference }) =>
    reference ? `${texts.certifications[status]} (${reference})` : texts.certifications[status],
  );
  const dispersible = propertyOf(product, "Dilution") !== undefined || product.chemistry.includes("aqueous");

  const sections: PdfSection["rows"][] = [
    [
      sub("1.1", product.name),
      [t.productCode, product.slug.toUpperCase()],
      sub("1.2", ...uses, t.advisedAgainst),
      sub(
        "1.3",
        `${[identity.company.legalName, ...formatAddress(identity)].join(", ")}; ${identity.phone.display}.`,
      ),
      [t.supplierEmail, identity.email.general],
      sub("1.4", fill(t.emergency[area], { phone: identity.phone.display })),
    ],
    [
      sub(
        "2.1",
        flammable
          ? fill(flammable === 2 ? t.flammable2 : t.flammable3, { flash: phrase(flash ?? "") })
          : t.notClassified[area],
      ),
      sub(
        "2.2",
        ...(flammable
          ? [
              t.pictogram,
              flammable === 2 ? t.signalDanger : t.signalWarning,
              flammable === 2 ? t.h225 : t.h226,
              t.precautionsFlammable,
            ]
          : [t.noLabel]),
      ),
      sub("2.3", t.otherHazards, silicone && !solid && t.slippery, solid && t.dust),
    ],
    [
      sub(
        "3.2",
        fill(t.mixtureNature, {
          chemistry: product.chemistry.map((slug) => texts.components[slug]).join(", "),
          form: texts.forms[product.form],
        }),
      ),
      ...components(product, texts),
      ["", flammable ? t.hazardousComponent : t.noHazardousComponents],
    ],
    [sub("4.1", t.inhalation, t.skin, t.eyes, t.ingestion), sub("4.2", t.symptoms), sub("4.3", t.treatment)],
    [
      sub("5.1", t.extinguishing),
      sub("5.2", silicone ? t.combustionSilicone : t.combustion, flammable && t.vapourExplosive),
      sub("5.3", t.firefighters),
    ],
    [
      sub("6.1", t.personal, silicone && !solid && t.slippery, flammable && t.ignitionSources),
      sub("6.2", t.environmental),
      sub("6.3", solid ? t.containSolid : t.containLiquid),
      sub("6.4", t.otherSections),
    ],
    [
      sub("7.1", t.handling, flammable && t.handlingFlammable),
      sub("7.2", sentence(phrase(propertyOf(product, "Storage") ?? "")), t.storageClosed, t.incompatible),
      sub("7.3", t.endUse),
    ],
    [
      sub("8.1", t.exposureLimits[area], solid && t.dustLimits),
      sub("8.2", t.eyeProtection, t.handProtection, t.respiratory, t.environmentExposure),
    ],
    [
      sub("9.1"),
      [t.physicalState, texts.forms[product.form]],
      [phrase("Appearance"), phrase(propertyOf(product, "Appearance") ?? t.notDetermined)],
      [t.odour, product.chemistry.includes("solvent") ? t.odourSolvent : t.odourMild],
      ...PHYSICAL_PROPERTIES.flatMap((label): [string, string][] => {
        const value = propertyOf(product, label);
        if (value !== undefined) return [[phrase(label), phrase(value)]];
        return label === "Flash point" ? [[phrase(label), t.notDetermined]] : [];
      }),
      [t.solubility, dispersible ? t.dispersible : t.insoluble],
      sub("9.2", t.otherPhysical),
    ],
    [
      sub("10.1", t.reactivity),
      sub("10.2", t.stability),
      sub("10.3", t.hazardousReactions),
      sub(
        "10.4",
        flammable ? t.avoidFlammable : product.form === "emulsion" ? t.avoidEmulsion : t.avoidDefault,
      ),
      sub("10.5", t.incompatible),
      sub("10.6", t.decomposition, silicone && t.decompositionSilicone),
    ],
    [sub("11.1", t.toxicology), sub("11.2", t.otherHealthHazards)],
    [
      sub("12.1", t.aquatic),
      sub(
        "12.2",
        silicone
          ? t.persistenceSilicone
          : product.chemistry.some((slug) => ["vegetable-oil", "fatty-alcohol", "ester"].includes(slug))
            ? t.persistenceBiodegradable
            : t.persistenceDefault,
      ),
      sub("12.3", t.bioaccumulation),
      sub("12.4", t.mobility),
      sub("12.5", t.pbt),
      sub("12.6", t.endocrine),
      sub("12.7", t.otherAdverse),
    ],
    [sub("13.1", t.waste, t.packaging)],
    flammable
      ? [
          sub("14.1", "UN 1993"),
          sub("14.2", t.properShippingName),
          sub("14.3", "3"),
          sub("14.4", flammable === 2 ? "II" : "III"),
          sub("14.5", t.noEnvironmentalHazard),
          sub("14.6", t.userPrecautions),
          sub("14.7", t.bulk),
        ]
      : [
          sub("14.1", t.notApplicable),
          sub("14.2", t.notApplicable),
          sub("14.3", t.notApplicable),
          sub("14.4", t.notApplicable),
          sub("14.5", t.noEnvironmentalHazard),
          sub("14.6", t.notDangerousGoods),
          sub("14.7", t.bulk),
        ],
    [
      sub(
        "15.1",
        t.legislation[area],
        statuses.length > 0 ? fill(t.statuses, { list: statuses.join("; ") }) : t.noStatuses,
      ),
      sub("15.2", t.safetyAssessment),
    ],
    [
      sub(
        "16.1",
        fill(t.revision, {
          version: revision.version,
          date,
          change: revision.change[variant.language] ?? "",
        }),
        earlier.length > 0 &&
          fill(t.history, {
            list: earlier
              .map(
                (each) =>
                  `${each.version} (${sdsDate(texts, each.date)}): ${each.change[variant.language] ?? ""}`,
              )
              .join("; "),
          }),
      ),
      sub("16.2", t.abbreviations),
      ...(flammable ? [sub("16.3", flammable === 2 ? t.h225 : t.h226)] : []),
      sub("16.4", t.disclaimer),
    ],
  ];

  return {
    identity,
    title: `${texts.title}: ${product.name}`,
    subtitle: texts.legalBasis[area],
    language: LANGUAGE_TAGS[variant.language],
    sections: sections.map((rows, index) => ({
      heading: `${texts.sectionWord} ${index + 1}: ${texts.sections[index]}`,
      rows,
    })),
    pageFooter: (page, pages) =>
      texts.footer({
        country: texts.countries[area],
        language: texts.languageName,
        version: revision.version,
        date,
        page,
        pages,
      }),
  };
}
