import type { MonthlyTraffic } from "@contract/organic-traffic";
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
    <table className="w-full table-fixed text-left text-sm" data-testid="organic-months">
      <caption className="sr-only">{t("monthsCaption")}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="w-[38%] py-2 font-medium">
            {t("columns.month")}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t("metrics.clicks")}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t("metrics.impressions")}
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month} className="border-b align-top">
            <th scope="row" className="py-2 pr-2 font-medium">
              <span className="block">{figures.month(month.month)}</span>
              {month.partial && (
                <span className="block text-xs font-normal text-muted-foreground">
                  {t("partialMonth", { days: figures.period(month) })}
                </span>
              )}
            </th>
            <td className="py-2 text-right">
              <span className="block font-semibold">{figures.count(month.clicks)}</span>
              <span
                aria-hidden="true"
                className={`ml-auto mt-1 block h-1.5 rounded bg-primary ${month.partial ? "opacity-50" : ""}`}
                style={{ width: `${(100 * month.clicks) / max}%` }}
              />
            </td>
            <td className="py-2 text-right">{figures.count(month.impressions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
