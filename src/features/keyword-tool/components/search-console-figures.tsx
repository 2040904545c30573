import { Link } from "react-router-dom";
import type { SearchConsoleFigures } from "@contract/keyword-data";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { paths } from "@/config/paths";
import { keywordToolContent } from "@/content/seo-helper";
import { formatDayRange, formatNumber } from "@/lib/format";
import { dayAfter } from "../model";
import { formatCtr, formatPosition } from "./format-figures";

const copy = keywordToolContent.searchConsole;

/** The customer's own Search Console figures for the keyword, with the period they cover. */
export function SearchConsoleFiguresSection({
  word,
  figures,
}: {
  word: string;
  figures: SearchConsoleFigures;
}) {
  return (
    <section aria-labelledby="keyword-tool-gsc" className="flex min-w-0 flex-col gap-2">
      <h4 id="keyword-tool-gsc" className="font-medium">
        {copy.heading}
      </h4>
      {figures.status === "not-connected" && (
        <p className="text-sm text-muted-foreground">
          {copy.notConnected}{" "}
          <Link to={paths.dashboard} className="font-medium text-primary underline">
            {copy.toDashboard}
          </Link>
        </p>
      )}
      {figures.status === "no-data" && (
        <p className="text-sm text-muted-foreground">{copy.noData}</p>
      )}
      {figures.status === "measured" && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="keyword-tool-period">
            {copy.period(formatDayRange(figures.period.from, dayAfter(figures.period.to)))}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="keyword-tool-gsc">
            {[
              [copy.clicks, formatNumber(figures.query.clicks)],
              [copy.impressions, formatNumber(figures.query.impressions)],
              [copy.ctr, formatCtr(figures.query.ctr, copy.notMeasured)],
              [copy.position, formatPosition(figures.query.position, copy.notMeasured)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {figures.query.impressions === 0 && (
            <p className="text-sm text-muted-foreground">{copy.noImpressions}</p>
          )}
          {figures.related.length > 0 && (
            <ScrollRegion label={copy.relatedCaption(word)}>
              <table className="w-full min-w-[24rem] text-left text-sm">
                <caption className="mb-2 text-left font-medium [overflow-wrap:anywhere]">
                  {copy.relatedCaption(word)}
                </caption>
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {copy.relatedColumns.query}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {copy.relatedColumns.clicks}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {copy.relatedColumns.impressions}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {copy.relatedColumns.position}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.related.map((row) => (
                    <tr key={row.key} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-3 font-medium [overflow-wrap:anywhere]">
                        {row.key}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatNumber(row.clicks)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatNumber(row.impressions)}
                      </td>
                      <td className="py-2 text-right tabular-nums">
                        {formatPosition(row.position, copy.notMeasured)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}
