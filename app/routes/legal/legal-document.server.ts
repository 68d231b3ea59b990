import { z } from "zod";
import { ENQUIRY_RETENTION_YEARS } from "#server/enquiries/retention.ts";
import { sanitizeRichText } from "#server/html/sanitize.ts";
import { BASE_LOCALE, LANGUAGE_TAGS, type Locale } from "#shared/i18n/locales.ts";
import type { LegalPageSlug } from "#shared/legal/legal-pages.ts";
import type { PublicSettings } from "#shared/site/public-settings.ts";
import { formatAddress, siteConfig } from "#shared/site/site-config.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import disclaimer from "../../../content/legal/disclaimer.json" with { type: "json" };
import privacyPolicy from "../../../content/legal/privacy-policy.json" with { type: "json" };
import termsOfUse from "../../../content/legal/terms-of-use.json" with { type: "json" };

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const Table = z.object({
  caption: z.string().min(1),
  columns: z.array(z.string().min(1)).min(2),
  rows: z.array(z.array(z.string().min(1))).min(1),
});

/** A legal text: sections of rich-text blocks (HTML) and tables, with `{placeholders}` for the company's details. */
export const LegalDocument = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  lead: z.string().min(1),
  /** When the text was first issued and last revised (the privacy notice), or last updated (the others). */
  issued: IsoDate.optional(),
  revised: IsoDate.optional(),
  updated: IsoDate.optional(),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string().min(1),
        blocks: z.array(z.union([z.string().min(1), Table])).min(1),
      }),
    )
    .min(1),
});

type LegalDocument = z.infer<typeof LegalDocument>;

const DOCUMENTS: Record<LegalPageSlug, LegalDocument> = {
  disclaimer: LegalDocument.parse(disclaimer),
  "privacy-policy": LegalDocument.parse(privacyPolicy),
  "terms-of-use": LegalDocument.parse(termsOfUse),
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[character]};`,
  );
}

/**
 * The values of the `{placeholders}`, from the published company identity, so the texts follow a
 * rebrand, and the enquiry retention period that `npm run enquiries:purge` applies.
 */
function placeholderValues(
  settings: PublicSettings,
  site: SiteIdentity,
  locale: Locale,
): Record<string, string> {
  return {
    companyName: site.company.name,
    legalName: site.company.legalName,
    registeredNumber: site.company.registeredNumber,
    vatNumber: site.company.vatNumber,
    address: formatAddress(site).join(", "),
    phone: site.phone.display,
    generalEmail: site.email.general,
    privacyEmail: site.email.privacy,
    files: settings.fileBaseUrl,
    enquiryRetention: new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
      style: "unit",
      unit: "year",
      unitDisplay: "long",
    }).format(ENQUIRY_RETENTION_YEARS),
  };
}

/** Replaces every `{name}`; a name with no value is a mistake in the content file and fails loudly. */
export function fillPlaceholders(text: string, values: Record<string, string>, html = true): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in a legal text`);
    return html ? escapeHtml(value) : value;
  });
}

/** A legal text as its content file holds it, in English. */
export function legalSource(slug: LegalPageSlug): LegalDocument {
  return DOCUMENTS[slug];
}

/**
 * A legal page ready to render: placeholders filled in (in `locale`, the language of `source`), rich
 * text through the allow-list sanitiser.
 */
export function legalDocument(
  slug: LegalPageSlug,
  settings: PublicSettings,
  site: SiteIdentity = siteConfig,
  { source = DOCUMENTS[slug], locale = BASE_LOCALE }: { source?: LegalDocument; locale?: Locale } = {},
) {
  const values = placeholderValues(settings, site, locale);
  const text = (value: string) => fillPlaceholders(value, values, false);
  return {
    ...source,
    title: text(source.title),
    description: text(source.description),
    lead: text(source.lead),
    sections: source.sections.map((section) => ({
      ...section,
      heading: text(section.heading),
      blocks: section.blocks.map((block) =>
        typeof block === "string"
          ? { kind: "html" as const, html: sanitizeRichText(fillPlaceholders(block, values)) }
          : { kind: "table" as const, table: { ...block, rows: block.rows.map((row) => row.map(text)) } },
      ),
    })),
  };
}
