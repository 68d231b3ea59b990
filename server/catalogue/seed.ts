import fs from "node:fs";
import path from "node:path";
import type { Seeder } from "../db/seed.ts";

type CategoryRecord = { id: number; parentId: number | null; name: string; slug: string; summary: string };

type ProductRecord = {
  id: number;
  slug: string;
  name: string;
  categoryId: number;
  chemicalType: string;
  activityPercent: number | null;
  applicationArea: string;
  description: string;
  properties: [string, string][];
  active: boolean;
};

export function readProducts(contentDir: string): ProductRecord[] {
  return JSON.parse(
    fs.readFileSync(path.join(contentDir, "catalogue/products.json"), "utf8"),
  ) as ProductRecord[];
}

export function datasheetPath(slug: string): string {
  return `datasheets/${slug}.pdf`;
}

/** Upserts the category tree and the products from content/catalogue/. */
export const catalogueSeeder: Seeder = {
  name: "catalogue",
  async run({ tx, contentDir }) {
    const file = path.join(contentDir, "catalogue/categories.json");
    const categories = JSON.parse(fs.readFileSync(file, "utf8")) as CategoryRecord[];
    // Parents first, so the self-reference always points at an existing row.
    const ordered = [...categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    for (const category of ordered) {
      const row = {
        id: category.id,
        parent_id: category.parentId,
        name: category.name,
        slug: category.slug,
        summary: category.summary,
      };
      await tx
        .insertInto("categories")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    for (const product of readProducts(contentDir)) {
      const row = {
        id: product.id,
        slug: product.slug,
        name: product.name,
        category_id: product.categoryId,
        chemical_type: product.chemicalType,
        activity_percent: product.activityPercent,
        application_area: product.applicationArea,
        description: product.description,
        properties: JSON.stringify(product.properties),
        datasheet: datasheetPath(product.slug),
        active: product.active ? 1 : 0,
      };
      await tx
        .insertInto("products")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
  },
};
