import type { OrganicTraffic } from "@contract/organic-traffic";
import { pdfIncluded, type Report } from "@contract/reports";
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { formatDayInAmsterdam, formatNumber, useLocale, useT } from "@/i18n";
import { DownloadPdfButton } from "./download-pdf-button";
import { OrganicTrafficSection } from "./organic-traffic-section";
import { ReportIssueItem } from "./report-issue-item";
import { usePlanRule } from "./use-plan-rule";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The report in HTML: the same content as its PDF. */
export function ReportView({
  id,
  report,
  organic,
}: {
  id: string;
  report: Report;
  organic: OrganicTraffic;
}) {
  const { t } = useT("reports");
  const locale = useLocale();
  const planRule = usePlanRule();
  const yesNo = (value: boolean) => t(value ? "report.yes" : "report.no");
  const { delta, direction, previousDate } = report.trend;
  return (
    <article className="flex flex-col gap-8" data-testid="report-view">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {report.businessName} · {formatDayInAmsterdam(report.createdAt, locale)} ·{" "}
            {t(`kinds.${report.kind}`)}
          </p>
          <p className="break-all font-medium">{report.siteUrl}</p>
        </div>
        {pdfIncluded(report.kind) && <DownloadPdfButton reportId={id} />}
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-5">
          <p className="text-sm font-medium text-muted-foreground">{t("report.siteScore")}</p>
          <p className="text-4xl font-bold" data-testid="report-score">
            {report.siteScore ?? "–"}
            <span className="text-base font-normal text-muted-foreground"> / 100</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t("report.pagesScanned", { count: report.pagesScanned })}
          </p>
          <p className="mt-2 text-xs text-muted-foreground">{t("report.notMeasured")}</p>
        </div>
        <div className="rounded-lg border p-5">
          <p className="text-sm font-medium text-muted-foreground">{t("report.trendHeading")}</p>
          <p className="mt-2" data-testid="report-trend">
            {delta !== null && direction && previousDate
              ? t("report.trendText", {
                  count: delta,
                  delta: `${delta > 0 ? "+" : ""}${formatNumber(delta, locale)}`,
                  direction: t(`report.directions.${direction}`),
                  date: formatDayInAmsterdam(previousDate, locale),
                })
              : t("report.firstReport")}
          </p>
        </div>
      </div>
      <OrganicTrafficSection organic={organic} />
      <Section title={t("report.issuesHeading")}>
        {report.topIssues.length === 0 ? (
          <p>{t("report.noIssues")}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="report-issues">
            {report.topIssues.map((issue) => (
              <ReportIssueItem key={issue.auditId} issue={issue} siteUrl={report.siteUrl} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={t("report.recommendationsHeading")}>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {report.recommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </Section>
      {report.kind === "checklist" ? (
        <p className="rounded-lg bg-secondary p-4 text-sm" data-testid="report-plan-rule">
          {planRule}
        </p>
      ) : (
        <>
          <Section title={t("report.pagesToImproveHeading")}>
            <ul className="flex flex-col gap-1 text-sm">
              {report.pagesToImprove.map((page) => (
                <li key={page.url} className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0 break-all">{page.title ?? page.url}</span>
                  <span className="font-semibold">{page.score}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t("report.keywordsHeading")}>
            <Table>
              <TableColumnHeads
                columns={(["keyword", "title", "heading", "url"] as const).map((column) => ({
                  label: t(`report.keywordColumns.${column}`),
                }))}
              />
              <TableBody>
                {report.keywordChecks.map((check) => (
                  <TableRow key={check.keyword}>
                    <TableHead scope="row">{check.keyword}</TableHead>
                    <TableCell>{yesNo(check.inTitle)}</TableCell>
                    <TableCell>{yesNo(check.inHeading)}</TableCell>
                    <TableCell>{yesNo(check.inUrl)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
          <Section title={t("report.pagesHeading")}>
            <ul className="flex flex-col gap-1 text-sm">
              {report.pages.map((page) => (
                <li key={page.url} className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0 break-all">{page.url}</span>
                  <span>{page.error ? t("report.unreachable") : (page.score ?? "–")}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </article>
  );
}
