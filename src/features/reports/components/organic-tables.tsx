import type { QueryMover } from "@contract/organic-traffic";
import type { KeyedPerformance } from "@contract/search-performance";
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useT } from "@/i18n";
import { useOrganicFigures } from "./use-organic-figures";

const NUMBER = "pl-2 text-right tabular-nums whitespace-nowrap";

/** A row: what it is about (a query or page) and its figures, the first figure in bold. */
interface FiguresRow {
  key: string;
  figures: string[];
}

/**
 * A query or page per row with its figures in columns. Five columns must fit a 375 px phone,
 * so the type is smaller there; a long query or address wraps anywhere rather than widen it.
 */
function FiguresTable({
  columns,
  rows,
  boldFigure,
  empty,
  testId,
}: {
  columns: string[];
  rows: FiguresRow[];
  /** Which figure column is the one to read first. */
  boldFigure: number;
  empty: string;
  testId: string;
}) {
  if (rows.length === 0) return <p className="text-sm">{empty}</p>;
  return (
    <Table className="text-xs sm:text-sm" data-testid={testId}>
      <TableColumnHeads
        columns={columns.map((label, index) => ({
          label,
          className: index > 0 ? "pl-2 text-right" : "",
        }))}
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className="[overflow-wrap:anywhere]">
              {row.key}
            </TableHead>
            {row.figures.map((figure, index) => (
              <TableCell
                key={index}
                className={`${NUMBER} ${index === boldFigure ? "font-semibold" : ""}`}
              >
                {figure}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The top queries or pages of the period: clicks, impressions, CTR and average position. */
export function KeyedTable({
  rows,
  keyLabel,
  empty,
  testId,
}: {
  rows: KeyedPerformance[];
  keyLabel: string;
  empty: string;
  testId: string;
}) {
  const { t } = useT("reports", { keyPrefix: "organic.metrics" });
  const { count, ctr, position } = useOrganicFigures();
  return (
    <FiguresTable
      columns={[keyLabel, t("clicks"), t("impressions"), t("ctr"), t("position")]}
      rows={rows.map((row) => ({
        key: row.key,
        figures: [count(row.clicks), count(row.impressions), ctr(row.ctr), position(row.position)],
      }))}
      boldFigure={0}
      empty={empty}
      testId={testId}
    />
  );
}

/** Winners or losers: a query's clicks in the previous and this period, and the difference. */
export function MoversTable({
  movers,
  empty,
  testId,
}: {
  movers: QueryMover[];
  empty: string;
  testId: string;
}) {
  const { t } = useT("reports", { keyPrefix: "organic.columns" });
  const { count, difference } = useOrganicFigures();
  return (
    <FiguresTable
      columns={[t("query"), t("previous"), t("current"), t("difference")]}
      rows={movers.map((mover) => ({
        key: mover.query,
        figures: [count(mover.previousClicks), count(mover.clicks), difference(mover.change)],
      }))}
      boldFigure={2}
      empty={empty}
      testId={testId}
    />
  );
}
