import type { ReactNode } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";

export interface FiguresColumn {
  label: string;
  /** Figures align right, like numbers in a spreadsheet. */
  numeric?: boolean;
}

export interface FiguresRow {
  /** The row's keyword or query: its header cell. */
  header: string;
  cells: ReactNode[];
}

/**
 * A keyword table of the tool: the first column names the keyword, the others hold its figures.
 * It scrolls sideways in its own labelled box, so a phone never scrolls the whole page.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: FiguresColumn[];
  rows: FiguresRow[];
}) {
  const align = (column: FiguresColumn | undefined) => (column?.numeric ? "text-right" : "");
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium [overflow-wrap:anywhere]">{caption}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`py-2 pr-3 font-medium last:pr-0 ${align(column)}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.header} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium [overflow-wrap:anywhere]">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index + 1]?.label ?? index}
                  className={`py-2 pr-3 tabular-nums last:pr-0 ${align(columns[index + 1])}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
