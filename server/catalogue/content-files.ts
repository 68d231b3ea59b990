import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  CERTIFICATION_SLUGS,
  CHEMISTRY_SLUGS,
  FORM_SLUGS,
  FUNCTION_SLUGS,
  INDUSTRY_SLUGS,
} from "#shared/catalogue/facets.ts";

const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug");

export const CategoryRecord = z.object({
  id: z.number().int().positive(),
  /** The group this category sits under in the finder's accordion; null for a top-level group. */
  parentId: z.number().int().positive().nullable(),
  name: z.string().min(1),
  /** Names its picture on the home page, `categories/<slug>.svg`, unless `image` gives another. */
  slug: Slug,
  summary: z.string().min(1),
  /** Its link's text in the Products menu; a category without one is not in the menu (decision 072). */
  menuLabel: z.string().min(1).optional(),
  /** Its picture under the file base, in place of `categories/<slug>.svg`. */
  image: z.string().min(1).optional(),
  /** Its place among its siblings in the finder, the menu and the API; without one, after those with one, by name. */
  order: z.number().int().min(0).optional(),
});

export const ProductRecord = z.object({
  id: z.number().int().positive(),
  /** The product page address, `/products/<slug>`, and the datasheet's file name. */
  slug: Slug,
  name: z.string().min(1).max(80),
  categoryId: z.number().int().positive(),
  chemicalType: z.string().min(1),
  /** Active content in percent; null where it does not apply (greases, solvents). */
  activityPercent: z.number().min(0).max(100).nullable(),
  applicationArea: z.string().min(1),
  description: z.string().min(1),
  /** Label/value pairs for the product page and the datasheet. */
  properties: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
  /** The finder's facets (shared/catalogue/facets.ts); each list without repeats. */
  industries: z.array(z.enum(INDUSTRY_SLUGS)).min(1),
  functions: z.array(z.enum(FUNCTION_SLUGS)).min(1),
  chemistry: z.array(z.enum(CHEMISTRY_SLUGS)).min(1),
  form: z.enum(FORM_SLUGS),
  /** Regulatory and certification statuses, with the certificate's reference where there is one. */
  certifications: z.array(
    z.object({ status: z.enum(CERTIFICATION_SLUGS), reference: z.string().min(1).optional() }),
  ),
  /** Discontinued products stay in the file but never appear on the site. */
  active: z.boolean(),
});

export type CategoryRecord = z.infer<typeof CategoryRecord>;
export type ProductRecord = z.infer<typeof ProductRecord>;

function readList<T>(file: string, schema: z.ZodType<T>): T[] {
  return z.array(schema).parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

export const CATEGORIES_FILE = "catalogue/categories.json";

/** content/catalogue/categories.json, checked against its schema. */
export function readCategories(contentDir: string): CategoryRecord[] {
  return readList(path.join(contentDir, CATEGORIES_FILE), CategoryRecord);
}

export const PRODUCTS_FILE = "catalogue/products.json";

/** content/catalogue/products.json, checked against its schema. */
export function readProducts(contentDir: string): ProductRecord[] {
  return readList(path.join(contentDir, PRODUCTS_FILE), ProductRecord);
}

/** The folder of the file base the build writes the datasheets to. */
export const BUILT_DATASHEET_FOLDER = "datasheets";

/** Where the build writes a product's datasheet under the file base (the API's `pdflink` until a publish names another). */
export function datasheetPath(slug: string): string {
  return `${BUILT_DATASHEET_FOLDER}/${slug}.pdf`;
}

/** A category's picture under the file base when its record names none. */
export function categoryImagePath(slug: string): string {
  return `categories/${slug}.svg`;
}
