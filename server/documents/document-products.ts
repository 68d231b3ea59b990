import { type Expression, type SqlBool, sql } from "kysely";
import {
  CERTIFICATION_SLUGS,
  type CertificationSlug,
  CHEMISTRY_SLUGS,
  type ChemistrySlug,
  FORM_SLUGS,
  type FormSlug,
  FUNCTION_SLUGS,
  type FunctionSlug,
} from "#shared/catalogue/facets.ts";
import { activeProducts } from "../catalogue/active-products.ts";
import type { Db } from "../db/database.ts";
import { type DocumentProduct, inDocumentOrder } from "./sds/sds-product.ts";

type FacetRow = { product_id: number; facet: string; value: string; reference: string | null };

const isIn =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
const isFunction = isIn<FunctionSlug>(FUNCTION_SLUGS);
const isChemistry = isIn<ChemistrySlug>(CHEMISTRY_SLUGS);
const isForm = isIn<FormSlug>(FORM_SLUGS);
const isCertification = isIn<CertificationSlug>(CERTIFICATION_SLUGS);

function certificationsOf(rows: FacetRow[]): DocumentProduct["certifications"] {
  return rows.flatMap(({ facet, value, reference }) =>
    facet === "cert" && isCertification(value) ? [{ status: value, reference }] : [],
  );
}

/** One active product with what its safety data sheets and statements are written from. */
export async function readDocumentProduct(db: Db, slug: string): Promise<DocumentProduct | undefined> {
  const row = await activeProducts(db)
    .where("products.slug", "=", slug)
    .select([
      "products.id",
      "products.slug",
      "products.name",
      "categories.name as categoryName",
      "products.chemical_type as chemicalType",
      "products.activity_percent as activityPercent",
      "products.properties",
      "products.datasheet",
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const facets = await db
    .selectFrom("product_facets")
    .select(["product_id", "facet", "value", "reference"])
    .where("product_id", "=", row.id)
    .execute();
  const values = (facet: string) => facets.filter((each) => each.facet === facet).map(({ value }) => value);
  return inDocumentOrder({
    slug: row.slug,
    name: row.name,
    categoryName: row.categoryName,
    chemicalType: row.chemicalType,
    activityPercent: row.activityPercent === null ? null : Number(row.activityPercent),
    properties: JSON.parse(row.properties) as [string, string][],
    functions: values("function").filter(isFunction),
    chemistry: values("chemistry").filter(isChemistry),
    form: values("form").find(isForm) ?? "fluid",
    certifications: certificationsOf(facets),
    datasheet: row.datasheet,
  });
}

/** A product in the document centre: enough to list its documents. */
export type ListedProduct = Pick<DocumentProduct, "slug" | "name" | "certifications" | "datasheet">;

/**
 * Active products, in name order, whose name or slug contains `text` and which, unless every
 * product qualifies (`statuses: "all"`), hold one of `statuses`; one page of them and the count.
 */
export async function findDocumentProducts(
  db: Db,
  filter: { text: string; statuses: readonly CertificationSlug[] | "all" },
  offset: number,
  limit: number,
): Promise<{ total: number; products: ListedProduct[] }> {
  const { statuses } = filter;
  if (statuses !== "all" && statuses.length === 0) return { total: 0, products: [] };
  const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const matching = db
    .selectFrom("products")
    .where("products.active", "=", 1)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.text !== "") {
        conditions.push(
          eb.or([
            sql<SqlBool>`lower(${eb.ref("products.name")}) like ${pattern} escape '\\'`,
            sql<SqlBool>`${eb.ref("products.slug")} like ${pattern} escape '\\'`,
          ]),
        );
      }
      if (statuses !== "all") {
        conditions.push(
          eb.exists(
            eb
              .selectFrom("product_facets")
              .select("product_facets.product_id")
              .whereRef("product_facets.product_id", "=", "products.id")
              .where("product_facets.facet", "=", "cert")
              .where("product_facets.value", "in", statuses),
          ),
        );
      }
      return eb.and(conditions);
    });
  const [count, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    matching
      .select(["products.id", "products.slug", "products.name", "products.datasheet"])
      .orderBy("products.name")
      .orderBy("products.id")
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  const facets =
    rows.length === 0
      ? []
      : await db
          .selectFrom("product_facets")
          .select(["product_id", "facet", "value", "reference"])
          .where("facet", "=", "cert")
          .where(
            "product_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("value")
          .execute();
  return {
    total: Number(count.total),
    products: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      certifications: certificationsOf(facets.filter((facet) => facet.product_id === row.id)),
      datasheet: row.datasheet,
    })),
  };
}
