import type { DocumentLanguage } from "#shared/documents/document-kinds.ts";
import { SDS_DE } from "./sds-de.ts";
import { SDS_EN } from "./sds-en.ts";
import { SDS_ES } from "./sds-es.ts";
import { SDS_FR } from "./sds-fr.ts";
import type { SdsTexts } from "./sds-texts.ts";

/** The safety data sheet's texts in each language a sheet is written in. */
export const SDS_TEXTS: Record<DocumentLanguage, SdsTexts> = {
  en: SDS_EN,
  de: SDS_DE,
  fr: SDS_FR,
  es: SDS_ES,
};
