/** Prints rows as aligned columns under a header, for the measuring scripts' summaries. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
