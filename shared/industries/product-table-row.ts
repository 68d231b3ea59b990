/** A row of an industry page's product table; `product` null is a placeholder row (TBA). */
export type ProductTableRow = {
  product: string | null;
  chemicalType: string | null;
  activityPercent: number | null;
  applicationArea: string | null;
};
