import { TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export interface ColumnHead {
  label: string;
  /** Width, alignment or visibility of the column; the first column is left-aligned text. */
  className?: string;
}

/** The header row of the panel's figure tables. */
export function ColumnHeads({ columns, className }: { columns: ColumnHead[]; className?: string }) {
  return (
    <TableHeader>
      <TableRow className={className}>
        {columns.map((column, i) => (
          <TableHead
            key={column.label}
            scope="col"
            className={cn(
              "py-1",
              i < columns.length - 1 && "pr-2",
              i > 0 && "text-right",
              column.className,
            )}
          >
            {column.label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
