import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { parseDocumentFileName } from "#shared/documents/document-address.ts";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import { datasheetPath, readCategories, readProducts } from "../catalogue/content-files.ts";
import { CONTENT_DIR } from "../db/content-dir.ts";
import { PROJECT_ROOT } from "../http/files.ts";
import { SHIPPED_IDENTITY } from "../site/published-identity.ts";
import { currentDocuments } from "./product-documents.ts";
import { renderDocument } from "./render-document.ts";
import { type DocumentProduct, inDocumentOrder } from "./sds/sds-product.ts";

/**
 * The size of every product's current documents, measured by the build (decision 050), so a product
 * page states sizes without rendering ten PDFs. Keyed by what the bytes depend on: the file name
 * the product's data and the identity it prints; a product or identity edited since the build has no
 * entry and is measured on demand.
 */
const DOCUMENT_SIZES_FILE = path.join(PROJECT_ROOT, "build/document-sizes.json");

export function documentKey(product: DocumentProduct, fileName: string, identity: SiteIdentity): string {
  return createHash("sha256")
    .update(JSON.stringify([fileName, product, identity]))
    .digest("base64url")
    .slice(0, 22);
}

/** The table the build wrote; empty when there is none (the development server). */
export function readDocumentSizes(): Map<string, number> {
  if (!fs.existsSync(DOCUMENT_SIZES_FILE)) return new Map();
  return new Map(
    Object.entries(JSON.parse(fs.readFileSync(DOCUMENT_SIZES_FILE, "utf8")) as Record<string, number>),
  );
}

/** The catalogue's active products as the documents see them, from content/catalogue/, as the seed makes them live. */
export function contentDocumentProducts(): DocumentProduct[] {
  const categories = new Map(readCategories(CONTENT_DIR).map((category) => [category.id, category.name]));
  return readProducts(CONTENT_DIR)
    .filter((product) => product.active)
    .map((product) =>
      inDocumentOrder({
        slug: product.slug,
        name: product.name,
        categoryName: categories.get(product.categoryId) ?? "",
        chemicalType: product.chemicalType,
        activityPercent: product.activityPercent,
        properties: product.properties,
        functions: product.functions,
        chemistry: product.chemistry,
        form: product.form,
        certifications: product.certifications.map(({ status, reference }) => ({
          status,
          reference: reference ?? null,
        })),
        datasheet: datasheetPath(product.slug),
      }),
    );
}

/** The sizes of the current generated documents of these products, rendered one by one. */
export async function measureDocumentSizes(slugs: string[]): Promise<Record<string, number>> {
  const wanted = new Set(slugs);
  const sizes: Record<string, number> = {};
  for (const product of contentDocumentProducts().filter(({ slug }) => wanted.has(slug))) {
    for (const entry of currentDocuments(product)) {
      const fileName = entry.href.slice(entry.href.lastIndexOf("/") + 1);
      const name = entry.onFileBase ? undefined : parseDocumentFileName(fileName);
      const body = name && (await renderDocument(product, name, SHIPPED_IDENTITY));
      if (body) sizes[documentKey(product, fileName, SHIPPED_IDENTITY)] = body.length;
    }
  }
  return sizes;
}

/** The key of each current generated document of these products, as DOCUMENT_SIZES_FILE holds them. */
export function documentKeys(products: DocumentProduct[]): Map<string, string[]> {
  return new Map(
    products.map((product) => [
      product.slug,
      currentDocuments(product).flatMap((entry) => {
        const fileName = entry.href.slice(entry.href.lastIndexOf("/") + 1);
        return entry.onFileBase || !parseDocumentFileName(fileName)
          ? []
          : [documentKey(product, fileName, SHIPPED_IDENTITY)];
      }),
    ]),
  );
}

/**
 * Renders the current generated documents of every product but those whose sizes `known` holds
 * (about 10 ms of CPU each, on every core), and writes all their sizes to DOCUMENT_SIZES_FILE.
 */
export async function buildDocumentSizes(
  known: Record<string, number> = {},
): Promise<Record<string, number>> {
  const keys = documentKeys(contentDocumentProducts());
  const slugs = [...keys]
    .filter(([, ofProduct]) => ofProduct.some((key) => !(key in known)))
    .map(([slug]) => slug);
  const threads = Math.max(1, Math.min(os.availableParallelism(), 4, slugs.length));
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, thread) => {
      const share = slugs.filter((_slug, index) => index % threads === thread);
      return new Promise<Record<string, number>>((resolve, reject) => {
        const worker = new Worker(new URL("./document-sizes-worker.ts", import.meta.url), {
          workerData: share,
        });
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    }),
  );
  const sizes: Record<string, number> = {};
  for (const key of [...keys.values()].flat()) {
    const size = known[key] ?? parts.find((part) => key in part)?.[key];
    if (size !== undefined) sizes[key] = size;
  }
  fs.mkdirSync(path.dirname(DOCUMENT_SIZES_FILE), { recursive: true });
  fs.writeFileSync(DOCUMENT_SIZES_FILE, JSON.stringify(sizes));
  return sizes;
}
