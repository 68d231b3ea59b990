type Props = { caption: string; columns: string[]; rows: string[][] };

/** A captioned table that scrolls sideways on small screens; the scroll area is keyboard-reachable. */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
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
    </section>
  );
}
