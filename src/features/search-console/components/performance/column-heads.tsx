import { TableColumnHeads } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export interface ColumnHead {
  label: string;
  /** Width, alignment or visibility of the column; the first column is left-aligned text. */
  className?: string;
}

/**
 * The header row of the panel's figure tables: tight rows, figures aligned right. In the text
 * colour around it unless `className` says otherwise.
 */
export function ColumnHeads({ columns, className }: { columns: ColumnHead[]; className?: string }) {
  return (
    <TableColumnHeads
      className={cn("text-inherit", className)}
      columns={columns.map((column, i) => ({
        label: column.label,
        className: cn(
          "py-1",
          i < columns.length - 1 && "pr-2",
          i > 0 && "text-right",
          column.className,
        ),
      }))}
    />
  );
}
