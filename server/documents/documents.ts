import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { facetValue } from "#shared/catalogue/facets.ts";
import { parseDocumentFileName } from "#shared/documents/document-address.ts";
import type { DocumentFilters } from "#shared/documents/document-centre.ts";
import type { DocumentEntry } from "#shared/documents/document-entry.ts";
import { SDS_VARIANTS, STATEMENTS } from "#shared/documents/document-kinds.ts";
import { readDatasheet } from "../catalogue/published-datasheets.ts";
import type { ContentVersion } from "../content-version.ts";
import type { Db } from "../db/database.ts";
import { BUILT_FILE_ROOT } from "../http/files.ts";
import type { SiteSettings } from "../site/site-settings.ts";
import { findDocumentProducts, readDocumentProduct } from "./document-products.ts";
import { documentKey, readDocumentSizes } from "./document-sizes.ts";
import { currentDocuments, revisionOf } from "./product-documents.ts";
import { renderDocument } from "./render-document.ts";
import type { DocumentProduct } from "./sds/sds-product.ts";

/** A generated PDF and its strong validator. */
export type GeneratedFile = { body: Buffer; etag: string };

/** Rendered PDFs kept in memory; a product's ten documents take about 100 KB. */
const FILE_CACHE_BYTES = 32 * 1024 * 1024;
/** Sizes measured at run time (products edited since the build) outlive the PDFs they came from. */
const SIZE_CACHE_ENTRIES = 50_000;

type Matcher = Pick<DocumentEntry, "type" | "country" | "language">;

function matches(filters: DocumentFilters, entry: Matcher): boolean {
  return (
    (filters.type === "" || filters.type === entry.type) &&
    (filters.language === "" || filters.language === entry.language) &&
    (filters.country === "" || filters.country === entry.country)
  );
}

/**
 * Which products can have a document the filters match: every product has a datasheet and the
 * safety data sheets; only products holding one of their statuses have statements.
 */
function qualifyingStatuses(filters: DocumentFilters) {
  const everyProductHas: Matcher[] = [
    { type: "tds", country: "int", language: "en" },
    ...SDS_VARIANTS.map((variant) => ({ type: "sds" as const, ...variant })),
  ];
  if (everyProductHas.some((entry) => matches(filters, entry))) return "all" as const;
  if (!matches(filters, { type: "statement", country: "int", language: "en" })) return [];
  return STATEMENTS.flatMap(({ statuses }) => statuses);
}

/**
 * The documents of every product (decision 050): listed from the product's data, generated as PDFs
 * when first asked for with the identity published now (decision 096), kept in a bounded cache per
 * content version (a publish of the identity starts a new one) and served with an ETag.
 */
export function createDocuments(db: Db, contentVersion: ContentVersion, siteSettings: SiteSettings) {
  // Not perContentVersion: keyed by product and file as well as version, and bounded in size.
  const files = new LRUCache<string, GeneratedFile>({
    maxSize: FILE_CACHE_BYTES,
    sizeCalculation: (file) => file.body.length,
  });
  const measured = new LRUCache<string, number>({ max: SIZE_CACHE_ENTRIES });
  const built = readDocumentSizes();
  const rendering = new Map<string, Promise<GeneratedFile>>();

  /** The file, from the cache or rendered once however many ask for it at the same time. */
  async function generated(product: DocumentProduct, fileName: string): Promise<GeneratedFile | undefined> {
    const name = parseDocumentFileName(fileName);
    if (!name || !revisionOf(product, name)) return undefined;
    const key = `${await contentVersion.current()}/${product.slug}/${fileName}`;
    const cached = files.get(key);
    if (cached) return cached;
    let pending = rendering.get(key);
    if (!pending) {
      const identity = await siteSettings.identity();
      pending = renderDocument(product, name, identity)
        .then((body) => {
          if (!body) throw new Error(`no document ${fileName}`);
          const file = {
            body,
            etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
          };
          files.set(key, file);
          measured.set(documentKey(product, fileName, identity), body.length);
          return file;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  async function sizeOf(product: DocumentProduct, entry: DocumentEntry): Promise<number | null> {
    if (entry.onFileBase) {
      const stat = fs.statSync(path.join(BUILT_FILE_ROOT, entry.href), { throwIfNoEntry: false });
      return stat ? stat.size : ((await readDatasheet(db, entry.href))?.bytes.length ?? null);
    }
    const fileName = entry.href.slice(entry.href.lastIndexOf("/") + 1);
    const key = documentKey(product, fileName, await siteSettings.identity());
    return built.get(key) ?? measured.get(key) ?? (await generated(product, fileName))?.body.length ?? null;
  }

  return {
    /** A generated document by its address, or undefined when the product or that version has none. */
    async file(slug: string, fileName: string): Promise<GeneratedFile | undefined> {
      if (!parseDocumentFileName(fileName)) return undefined;
      const cached = files.get(`${await contentVersion.current()}/${slug}/${fileName}`);
      if (cached) return cached;
      const product = await readDocumentProduct(db, slug);
      return product && generated(product, fileName);
    },

    /** A product's current documents with their sizes, and the statuses it holds, for its page. */
    async forProduct(slug: string) {
      const product = await readDocumentProduct(db, slug);
      if (!product) return undefined;
      const documents: (DocumentEntry & { size: number | null })[] = [];
      // One at a time: rendering is CPU work, and a product page asks for a handful at most.
      for (const entry of currentDocuments(product))
        documents.push({ ...entry, size: await sizeOf(product, entry) });
      const certifications = product.certifications.map(({ status, reference }) => ({
        status,
        label: facetValue("cert", status)?.label ?? status,
        reference,
      }));
      return { documents, certifications };
    },

    /** One page of the document centre: products with the documents the filters match. */
    async search(filters: DocumentFilters, offset: number, limit: number) {
      const found = await findDocumentProducts(
        db,
        { text: filters.product, statuses: qualifyingStatuses(filters) },
        offset,
        limit,
      );
      return {
        total: found.total,
        products: found.products.map((product) => ({
          slug: product.slug,
          name: product.name,
          documents: currentDocuments(product).filter((entry) => matches(filters, entry)),
        })),
      };
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
