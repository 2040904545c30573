import type { ReactNode } from "react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";

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
    <Table className="min-w-[24rem]" scrollLabel={caption}>
      <TableCaption className="mb-2 text-left font-medium [overflow-wrap:anywhere]">
        {caption}
      </TableCaption>
      <TableColumnHeads
        columns={columns.map((column) => ({
          label: column.label,
          className: `pr-3 last:pr-0 ${align(column)}`,
        }))}
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.header} className="last:border-0">
            <TableHead scope="row" className="pr-3 [overflow-wrap:anywhere]">
              {row.header}
            </TableHead>
            {row.cells.map((cell, index) => (
              <TableCell
                key={columns[index + 1]?.label ?? index}
                className={`pr-3 tabular-nums last:pr-0 ${align(columns[index + 1])}`}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
