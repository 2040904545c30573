import { Link } from "react-router-dom";
import type { SearchConsoleFigures } from "@contract/keyword-data";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { FiguresTable } from "./figures-table";
import { useFigures } from "./format-figures";

/** The customer's own Search Console figures for the keyword, with the period they cover. */
export function SearchConsoleFiguresSection({
  word,
  figures,
}: {
  word: string;
  figures: SearchConsoleFigures;
}) {
  const { t } = useT("seoHelper", { keyPrefix: "keywordTool.searchConsole" });
  const format = useFigures();
  const notMeasured = t("notMeasured");
  return (
    <section aria-labelledby="keyword-tool-gsc" className="flex min-w-0 flex-col gap-2">
      <h4 id="keyword-tool-gsc" className="font-medium">
        {t("heading")}
      </h4>
      {figures.status === "not-connected" && (
        <p className="text-sm text-muted-foreground">
          {t("notConnected")}{" "}
          <Link to={paths.dashboard} className="font-medium text-primary underline">
            {t("toDashboard")}
          </Link>
        </p>
      )}
      {figures.status === "no-data" && (
        <p className="text-sm text-muted-foreground">{t("noData")}</p>
      )}
      {figures.status === "measured" && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="keyword-tool-period">
            {t("period", { range: format.period(figures.period) })}
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="keyword-tool-gsc">
            {[
              [t("clicks"), format.count(figures.query.clicks)],
              [t("impressions"), format.count(figures.query.impressions)],
              [t("ctr"), format.ctr(figures.query.ctr, notMeasured)],
              [t("position"), format.position(figures.query.position, notMeasured)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {figures.query.impressions === 0 && (
            <p className="text-sm text-muted-foreground">{t("noImpressions")}</p>
          )}
          {figures.related.length > 0 && (
            <FiguresTable
              caption={t("relatedCaption", { word })}
              columns={[
                { label: t("relatedColumns.query") },
                { label: t("relatedColumns.clicks"), numeric: true },
                { label: t("relatedColumns.impressions"), numeric: true },
                { label: t("relatedColumns.position"), numeric: true },
              ]}
              rows={figures.related.map((row) => ({
                header: row.key,
                cells: [
                  format.count(row.clicks),
                  format.count(row.impressions),
                  format.position(row.position, notMeasured),
                ],
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
