import { TableScroll } from "./table-scroll.tsx";

type Props = { caption: string; columns: string[]; rows: string[][] };

/** A captioned table of text that scrolls sideways on small screens. */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
