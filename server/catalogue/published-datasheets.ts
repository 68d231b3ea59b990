import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Transaction } from "kysely";
import type { SiteIdentity } from "#shared/site/site-schema.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { type PdfContent, renderPdfDocument } from "../files/pdf-document.ts";
import { BUILT_FILE_ROOT } from "../http/files.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../http/page-cache.ts";
import { publishedIdentity } from "../site/published-identity.ts";
import { UPLOAD_CACHE_CONTROL } from "../uploads/file-routes.ts";
import { BUILT_DATASHEET_FOLDER, datasheetPath, type ProductRecord } from "./content-files.ts";
import { builtDatasheets, type DatasheetProduct, datasheetDocument } from "./datasheet-files.ts";

/** Datasheets generated since the build live under this folder of the file base (decisions 042, 096). */
const PUBLISHED_DATASHEET_FOLDER = "product-datasheets";
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-[0-9a-f]{16}\.pdf$/;

/** What the build wrote, per slug: made once per process, from the same content files as the build. */
let built: Map<string, PdfContent> | undefined;

/**
 * Where a live product's datasheet as `identity` prints it is: the build's file while it would say
 * exactly what the build's says, else a name hashed from everything it prints. Nothing is rendered
 * here: the PDF is made on its first request (`readDatasheet`), so a publish of the identity renames
 * every datasheet at the cost of a hash each.
 */
function datasheetAddress(
  product: DatasheetProduct & Pick<ProductRecord, "slug">,
  categoryName: string,
  identity: SiteIdentity,
): string {
  const document = datasheetDocument(product, categoryName, identity);
  built ??= builtDatasheets();
  if (isDeepStrictEqual(built.get(product.slug), document)) return datasheetPath(product.slug);
  const digest = createHash("sha256").update(JSON.stringify(document)).digest("hex");
  return `${PUBLISHED_DATASHEET_FOLDER}/${product.slug}-${digest.slice(0, 16)}.pdf`;
}

/** The datasheet path of a product being made live, printed with the identity published now. */
export async function publishDatasheet(
  tx: Transaction<Database>,
  product: ProductRecord,
  categoryName: string,
): Promise<string> {
  // An inactive product is on no page, so no one asks for its datasheet.
  if (!product.active) return datasheetPath(product.slug);
  return datasheetAddress(product, categoryName, await publishedIdentity(tx));
}

/** Live products with what their datasheets print; all of them, or the one at `slug`. */
function liveDatasheetProducts(db: Db, slug?: string) {
  let query = db
    .selectFrom("products")
    .innerJoin("categories", "categories.id", "products.category_id")
    .select([
      "products.id",
      "products.slug",
      "products.name",
      "products.chemical_type",
      "products.activity_percent",
      "products.application_area",
      "products.description",
      "products.properties",
      "products.datasheet",
      "categories.name as categoryName",
    ])
    .where("products.active", "=", 1);
  if (slug !== undefined) query = query.where("products.slug", "=", slug);
  return query.execute();
}

type LiveRow = Awaited<ReturnType<typeof liveDatasheetProducts>>[number];

function datasheetProduct(row: LiveRow): DatasheetProduct & Pick<ProductRecord, "slug"> {
  return {
    slug: row.slug,
    name: row.name,
    chemicalType: row.chemical_type,
    activityPercent: row.activity_percent === null ? null : Number(row.activity_percent),
    applicationArea: row.application_area,
    description: row.description,
    properties: JSON.parse(row.properties) as [string, string][],
  };
}

/**
 * Every live product's datasheet addressed anew for `identity`, when it is published: a datasheet
 * prints the company's phone and addresses (decision 096).
 */
export async function republishDatasheets(tx: Transaction<Database>, identity: SiteIdentity): Promise<void> {
  for (const row of await liveDatasheetProducts(tx)) {
    const datasheet = datasheetAddress(datasheetProduct(row), row.categoryName, identity);
    if (datasheet !== row.datasheet)
      await tx.updateTable("products").set({ datasheet }).where("id", "=", row.id).execute();
  }
}

type StoredDatasheet = { etag: string; bytes: Buffer };

/**
 * A generated datasheet by its address under the file base: as stored, or, when it is the one a live
 * product names now, rendered from the product and the published identity and stored (once, on
 * every instance alike: the same input gives the same bytes). Undefined for any other path.
 */
export async function readDatasheet(db: Db, address: string): Promise<StoredDatasheet | undefined> {
  const fileName = address.startsWith(`${PUBLISHED_DATASHEET_FOLDER}/`)
    ? address.slice(PUBLISHED_DATASHEET_FOLDER.length + 1)
    : "";
  const slug = NAME.exec(fileName)?.[1];
  if (!slug) return undefined;
  const stored = await db
    .selectFrom("product_datasheets")
    .select(["etag", "bytes"])
    .where("name", "=", address)
    .executeTakeFirst();
  if (stored) return { etag: stored.etag, bytes: Buffer.from(stored.bytes) };
  const [row] = await liveDatasheetProducts(db, slug);
  if (row?.datasheet !== address) return undefined;
  const bytes = await renderPdfDocument(
    datasheetDocument(datasheetProduct(row), row.categoryName, await publishedIdentity(db)),
  );
  const etag = `"${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}"`;
  await db
    .insertInto("product_datasheets")
    .values({ name: address, etag, bytes, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return { etag, bytes };
}

/** The datasheet the product at `slug` names now, if it is live. */
async function currentDatasheet(db: Db, slug: string): Promise<string | undefined> {
  return (await liveDatasheetProducts(db, slug))[0]?.datasheet;
}

const BUILT_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;

/**
 * Serves the datasheets: the generated ones from the database on every instance, cached for a year
 * by name; the build's while its product still names it. A datasheet address its product no longer
 * names (a publish of the product or the identity since, decision 096) leads to the current one, so
 * no old link or stale page hands out a datasheet with an old phone number.
 */
export async function publishedDatasheetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const toCurrent = (reply: FastifyReply, current: string) =>
    reply.header("cache-control", SHARED_PAGE_CACHE_CONTROL).redirect(`/files/${current}`, 302);

  app.get(`/files/${PUBLISHED_DATASHEET_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = await readDatasheet(db, `${PUBLISHED_DATASHEET_FOLDER}/${name}`);
    if (!file) {
      const slug = NAME.exec(name)?.[1];
      const current = slug && (await currentDatasheet(db, slug));
      return current ? toCurrent(reply, current) : reply.callNotFound();
    }
    reply
      .header("cache-control", UPLOAD_CACHE_CONTROL)
      .header("etag", file.etag)
      .header("content-type", "application/pdf");
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
    return reply.header("content-length", file.bytes.length).send(file.bytes);
  });

  app.get(`/files/${BUILT_DATASHEET_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const slug = BUILT_NAME.exec(name)?.[1];
    const current = slug && (await currentDatasheet(db, slug));
    if (!slug || !current) return reply.callNotFound();
    if (current !== datasheetPath(slug)) return toCurrent(reply, current);
    const bytes = await fs.promises.readFile(path.join(BUILT_FILE_ROOT, current)).catch(() => undefined);
    if (!bytes) return reply.callNotFound();
    const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
    // The pages' caching: the next publish of the identity may send this address elsewhere.
    reply
      .header("cache-control", SHARED_PAGE_CACHE_CONTROL)
      .header("etag", etag)
      .header("content-type", "application/pdf");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.header("content-length", bytes.length).send(bytes);
  });
}
