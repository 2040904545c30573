import type { QueryMover } from "@contract/organic-traffic";
import type { KeyedPerformance } from "@contract/search-performance";
import { countNl, ctrNl, differenceNl, positionNl } from "@contract/dutch-figures";
import type { OrganicCopy } from "./organic-traffic-section";

const NUMBER = "py-2 pl-2 text-right tabular-nums whitespace-nowrap";
/** Five columns of figures next to a query must fit a 375 px phone: smaller type there. */
const TABLE = "w-full text-left text-xs sm:text-sm";

function HeaderCell({ children, numeric = true }: { children: string; numeric?: boolean }) {
  return (
    <th scope="col" className={`py-2 font-medium ${numeric ? "pl-2 text-right" : ""}`}>
      {children}
    </th>
  );
}

/** The top queries or pages of the period: clicks, impressions, CTR and average position. */
export function KeyedTable({
  rows,
  keyLabel,
  empty,
  copy,
  testId,
}: {
  rows: KeyedPerformance[];
  keyLabel: string;
  empty: string;
  copy: OrganicCopy;
  testId: string;
}) {
  if (rows.length === 0) return <p className="text-sm">{empty}</p>;
  return (
    <table className={TABLE} data-testid={testId}>
      <thead>
        <tr className="border-b text-muted-foreground">
          <HeaderCell numeric={false}>{keyLabel}</HeaderCell>
          <HeaderCell>{copy.metrics.clicks}</HeaderCell>
          <HeaderCell>{copy.metrics.impressions}</HeaderCell>
          <HeaderCell>{copy.metrics.ctr}</HeaderCell>
          <HeaderCell>{copy.metrics.position}</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b">
            <th scope="row" className="py-2 font-medium [overflow-wrap:anywhere]">
              {row.key}
            </th>
            <td className={`${NUMBER} font-semibold`}>{countNl(row.clicks)}</td>
            <td className={NUMBER}>{countNl(row.impressions)}</td>
            <td className={NUMBER}>{ctrNl(row.ctr)}</td>
            <td className={NUMBER}>{positionNl(row.position)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Winners or losers: a query's clicks in the previous and this period, and the difference. */
export function MoversTable({
  movers,
  empty,
  copy,
  testId,
}: {
  movers: QueryMover[];
  empty: string;
  copy: OrganicCopy;
  testId: string;
}) {
  if (movers.length === 0) return <p className="text-sm">{empty}</p>;
  return (
    <table className={TABLE} data-testid={testId}>
      <thead>
        <tr className="border-b text-muted-foreground">
          <HeaderCell numeric={false}>{copy.columns.query}</HeaderCell>
          <HeaderCell>{copy.columns.previous}</HeaderCell>
          <HeaderCell>{copy.columns.current}</HeaderCell>
          <HeaderCell>{copy.columns.difference}</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {movers.map((mover) => (
          <tr key={mover.query} className="border-b">
            <th scope="row" className="py-2 font-medium [overflow-wrap:anywhere]">
              {mover.query}
            </th>
            <td className={NUMBER}>{countNl(mover.previousClicks)}</td>
            <td className={NUMBER}>{countNl(mover.clicks)}</td>
            <td className={`${NUMBER} font-semibold`}>{differenceNl(mover.change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
