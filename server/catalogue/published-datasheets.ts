import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Transaction } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { renderPdfDocument } from "../files/pdf-document.ts";
import { UPLOAD_CACHE_CONTROL } from "../uploads/file-routes.ts";
import { datasheetPath, type ProductRecord } from "./content-files.ts";
import { builtDatasheets, datasheetDocument } from "./datasheet-files.ts";

/** Datasheets generated on publish live under this folder of the file base (decision 042). */
const PUBLISHED_DATASHEET_FOLDER = "product-datasheets";
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{16}\.pdf$/;

/** What the build wrote, as JSON per slug: read once per process, from the same content files as the build. */
let built: Map<string, string> | undefined;

/**
 * The datasheet path of a product being made live: the build's file while the datasheet would say
 * exactly what the build's says, else a PDF generated now and stored under a content-hashed name.
 */
export async function publishDatasheet(
  tx: Transaction<Database>,
  product: ProductRecord,
  categoryName: string,
): Promise<string> {
  const document = datasheetDocument(product, categoryName);
  built ??= new Map([...builtDatasheets()].map(([slug, doc]) => [slug, JSON.stringify(doc)]));
  // An inactive product is on no page, so no one asks for its datasheet.
  if (!product.active || built.get(product.slug) === JSON.stringify(document)) {
    return datasheetPath(product.slug);
  }
  const bytes = await renderPdfDocument(document);
  const digest = createHash("sha256").update(bytes).digest("hex");
  const name = `${PUBLISHED_DATASHEET_FOLDER}/${product.slug}-${digest.slice(0, 16)}.pdf`;
  await tx
    .insertInto("product_datasheets")
    .values({ name, etag: `"${digest.slice(0, 32)}"`, bytes, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return name;
}

/** Serves the generated datasheets from the database, on every instance, cached for a year by name. */
export async function publishedDatasheetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(`/files/${PUBLISHED_DATASHEET_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = NAME.test(name)
      ? await db
          .selectFrom("product_datasheets")
          .select(["etag", "bytes"])
          .where("name", "=", `${PUBLISHED_DATASHEET_FOLDER}/${name}`)
          .executeTakeFirst()
      : undefined;
    if (!file) return reply.callNotFound();
    reply
      .header("cache-control", UPLOAD_CACHE_CONTROL)
      .header("etag", file.etag)
      .header("content-type", "application/pdf");
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
    const bytes = Buffer.from(file.bytes);
    return reply.header("content-length", bytes.length).send(bytes);
  });
}
