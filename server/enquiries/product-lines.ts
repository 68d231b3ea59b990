import type { Db } from "../db/database.ts";

/** A product of a sample request (migration 0105), as stored, mailed, exported and shown to staff. */
export type ProductLine = {
  slug: string;
  name: string;
  categoryName: string;
  quantity: string;
  use: string;
};

/** References per query: well under both databases' bound on bound parameters. */
const CHUNK = 500;

/** The product lines of these enquiries, by reference, each list in the visitor's order. */
export async function productLinesOf(
  db: Db,
  references: readonly string[],
): Promise<Map<string, ProductLine[]>> {
  const lines = new Map<string, ProductLine[]>();
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = await db
      .selectFrom("enquiry_products")
      .selectAll()
      .where("reference", "in", references.slice(start, start + CHUNK))
      .orderBy("reference")
      .orderBy("position")
      .execute();
    for (const row of rows) {
      const list = lines.get(row.reference) ?? [];
      list.push({
        slug: row.product_slug,
        name: row.product_name,
        categoryName: row.category_name,
        quantity: row.quantity,
        use: row.intended_use,
      });
      lines.set(row.reference, list);
    }
  }
  return lines;
}

/** One line as the CSV export and the mail's one-line entries write it. */
export function productLineText(line: ProductLine): string {
  return `${line.name} (${line.categoryName}): ${line.quantity}, for ${line.use}`;
}
