import type { MonthlyTraffic } from "@contract/organic-traffic";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { useT } from "@/i18n";
import { useOrganicFigures } from "./use-organic-figures";

/**
 * Clicks and impressions per calendar month as a table with a bar per month (the clicks against
 * the busiest month), so the trend reads at a glance and by screen reader alike.
 */
export function OrganicMonths({ months }: { months: MonthlyTraffic[] }) {
  const { t } = useT("reports", { keyPrefix: "organic" });
  const figures = useOrganicFigures();
  const max = Math.max(1, ...months.map((month) => month.clicks));
  return (
    <Table className="table-fixed" data-testid="organic-months">
      <TableCaption className="sr-only">{t("monthsCaption")}</TableCaption>
      <TableColumnHeads
        columns={[
          { label: t("columns.month"), className: "w-[38%]" },
          { label: t("metrics.clicks"), className: "text-right" },
          { label: t("metrics.impressions"), className: "text-right" },
        ]}
      />
      <TableBody>
        {months.map((month) => (
          <TableRow key={month.month} className="align-top">
            <TableHead scope="row" className="pr-2">
              <span className="block">{figures.month(month.month)}</span>
              {month.partial && (
                <span className="block text-xs font-normal text-muted-foreground">
                  {t("partialMonth", { days: figures.period(month) })}
                </span>
              )}
            </TableHead>
            <TableCell className="text-right">
              <span className="block font-semibold">{figures.count(month.clicks)}</span>
              <span
                aria-hidden="true"
                className={`ml-auto mt-1 block h-1.5 rounded bg-primary ${month.partial ? "opacity-50" : ""}`}
                style={{ width: `${(100 * month.clicks) / max}%` }}
              />
            </TableCell>
            <TableCell className="text-right">{figures.count(month.impressions)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
