import { m } from "#shared/i18n/paraglide/messages.js";
import type { ProductTableRow } from "#shared/industries/product-table-row.ts";
import { formatDecimal } from "#shared/site/number-format.ts";
import { DocumentLink } from "../../components/content/document-link.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { usePageLocale } from "../../i18n/page-locale.ts";

type Props = {
  caption: string;
  rows: ProductTableRow[];
  /** Datasheet path by product name, for the products the catalogue has. */
  datasheets: Record<string, string>;
};

/**
 * A section's products: Product, Chemical Type, Activity (%), Application Area and the datasheet.
 * Placeholder rows read TBA; a product the catalogue does not have is named without a link.
 */
export function ProductTable({ caption, rows, datasheets }: Props) {
  const TBA = m.industry_tba();
  const locale = usePageLocale();
  return (
    <TableScroll label={caption}>
      <table className="product-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.industry_col_product()}</th>
            <th scope="col">{m.industry_col_chemical_type()}</th>
            <th scope="col">{m.industry_col_activity()}</th>
            <th scope="col">{m.industry_col_application_area()}</th>
            <th scope="col">{m.industry_col_datasheet()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const datasheet = row.product ? datasheets[row.product] : undefined;
            return (
              // Rows have no identity of their own beyond their place in the table.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order is the data
              <tr key={index} className={row.product ? undefined : "product-table-row--tba"}>
                <th scope="row">{row.product ?? TBA}</th>
                <td>{row.product ? row.chemicalType : TBA}</td>
                <td>
                  {row.product ? (
                    row.activityPercent === null ? (
                      <abbr title={m.industry_not_applicable()}>{m.industry_na()}</abbr>
                    ) : (
                      formatDecimal(row.activityPercent, locale)
                    )
                  ) : (
                    TBA
                  )}
                </td>
                <td>{row.product ? row.applicationArea : TBA}</td>
                <td>
                  {datasheet ? (
                    <DocumentLink
                      file={datasheet}
                      label={m.industry_col_datasheet()}
                      hiddenContext={row.product ?? undefined}
                    />
                  ) : (
                    <span className="muted">{row.product ? m.industry_not_available() : TBA}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
