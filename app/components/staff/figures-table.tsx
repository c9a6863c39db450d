import type { ReactNode } from "react";
import { formatCount } from "./insights-format";

/**
 * The insights page's tables of figures: a caption, a header row whose first column names the rows and whose others
 * hold counts (right-aligned, tabular digits), and one row per entry with a row header.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: ReactNode;
  columns: ReactNode[];
  rows: { key: string; header: ReactNode; figures: number[] }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-ink-300">
          {columns.map((column, n) => (
            <th key={n} scope="col" className={n === 0 ? "py-2 pr-4" : "py-2 pl-4 text-right"}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-ink-200">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {row.header}
            </th>
            {row.figures.map((figure, n) => (
              <td key={n} className="py-1.5 pl-4 text-right tabular-nums">
                {formatCount(figure)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
