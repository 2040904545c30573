import { Link } from "react-router-dom";
import type { SearchConsoleFigures } from "@contract/keyword-data";
import { paths } from "@/config/paths";
import { keywordToolContent } from "@/content/seo-helper";
import { formatDayRange, formatNumber } from "@/lib/format";
import { dayAfter } from "../model";
import { FiguresTable } from "./figures-table";
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
            <FiguresTable
              caption={copy.relatedCaption(word)}
              columns={[
                { label: copy.relatedColumns.query },
                { label: copy.relatedColumns.clicks, numeric: true },
                { label: copy.relatedColumns.impressions, numeric: true },
                { label: copy.relatedColumns.position, numeric: true },
              ]}
              rows={figures.related.map((row) => ({
                header: row.key,
                cells: [
                  formatNumber(row.clicks),
                  formatNumber(row.impressions),
                  formatPosition(row.position, copy.notMeasured),
                ],
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
