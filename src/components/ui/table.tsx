import type { ComponentProps } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { cn } from "@/lib/utils";

export interface TableProps extends ComponentProps<"table"> {
  /** Classes of the box around the table (margins, border, rounding). */
  containerClassName?: string;
  /**
   * Names the box when the table is meant to be wider than a phone: it then becomes a focusable,
   * labelled region, so keyboard users can scroll it sideways with the arrow keys.
   */
  scrollLabel?: string;
}

/**
 * A data table inside a box that scrolls sideways when the table is wider than the screen, so a
 * 375 px page never scrolls as a whole. Left-aligned small text unless the caller says otherwise.
 */
export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  const table = <table className={cn("w-full text-left text-sm", className)} {...props} />;
  if (scrollLabel !== undefined) {
    return (
      <ScrollRegion label={scrollLabel} className={containerClassName}>
        {table}
      </ScrollRegion>
    );
  }
  return <div className={cn("w-full overflow-x-auto", containerClassName)}>{table}</div>;
}

export function TableHeader(props: ComponentProps<"thead">) {
  return <thead {...props} />;
}

export function TableBody(props: ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

/** A row with a line under it; the last body row can drop it with `last:border-0`. */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b", className)} {...props} />;
}

/** A header cell: give it `scope="col"` above a column or `scope="row"` at the start of a row. */
export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("py-2 font-medium", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("py-2", className)} {...props} />;
}

export interface TableColumn {
  label: string;
  /** Said to screen readers only, e.g. above a column of buttons. */
  hidden?: boolean;
  /** Width, alignment, padding or visibility of this column's header. */
  className?: string;
}

/**
 * The header row from a list of columns, each a `scope="col"` header, in muted text unless
 * `className` says otherwise.
 */
export function TableColumnHeads({
  columns,
  className,
}: {
  columns: readonly TableColumn[];
  className?: string;
}) {
  return (
    <TableHeader>
      <TableRow className={cn("text-muted-foreground", className)}>
        {columns.map((column) => (
          <TableHead key={column.label} scope="col" className={column.className}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/** The table's accessible name; `sr-only` when a visible heading already says it. */
export function TableCaption(props: ComponentProps<"caption">) {
  return <caption {...props} />;
}
