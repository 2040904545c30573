import type { OrganicTraffic } from "@contract/organic-traffic";
import { issuePagesText, pdfIncluded, type Report } from "@contract/reports";
import { Badge } from "@/components/ui/badge";
import { reportsContent } from "@/content/reports";
import { formatDateTimeLong } from "@/lib/format";
import { DownloadPdfButton } from "./download-pdf-button";
import { OrganicTrafficSection } from "./organic-traffic-section";

const copy = reportsContent.report;

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

const IMPACT_VARIANT = { Hoog: "danger", Gemiddeld: "warning", Laag: "secondary" } as const;

/** One issue: impact, the plain-Dutch title, how many pages, why it matters and where. */
function ReportIssueItem({
  issue,
  siteUrl,
}: {
  issue: Report["topIssues"][number];
  siteUrl: string;
}) {
  const where = issuePagesText(issue.pages, siteUrl);
  return (
    <li className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={IMPACT_VARIANT[issue.impact]}>{issue.impact}</Badge>
        <span className="min-w-0 flex-1 font-medium">{issue.title}</span>
        <span className="text-muted-foreground">{copy.pagesAffected(issue.pagesAffected)}</span>
      </div>
      {issue.why && <p className="text-muted-foreground">{issue.why}</p>}
      {where && <p className="[overflow-wrap:anywhere]">{where}</p>}
    </li>
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
  const yesNo = (value: boolean) => (value ? copy.yes : copy.no);
  return (
    <article className="flex flex-col gap-8" data-testid="report-view">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {report.businessName} · {formatDateTimeLong(report.createdAt)} ·{" "}
            {reportsContent.kinds[report.kind]}
          </p>
          <p className="break-all font-medium">{report.siteUrl}</p>
        </div>
        {pdfIncluded(report.kind) && <DownloadPdfButton reportId={id} />}
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-5">
          <p className="text-sm font-medium text-muted-foreground">{copy.siteScore}</p>
          <p className="text-4xl font-bold" data-testid="report-score">
            {report.siteScore ?? "–"}
            <span className="text-base font-normal text-muted-foreground"> / 100</span>
          </p>
          <p className="text-sm text-muted-foreground">{copy.pagesScanned(report.pagesScanned)}</p>
          <p className="mt-2 text-xs text-muted-foreground">{copy.notMeasured}</p>
        </div>
        <div className="rounded-lg border p-5">
          <p className="text-sm font-medium text-muted-foreground">{copy.trendHeading}</p>
          <p className="mt-2" data-testid="report-trend">
            {report.trend.delta !== null && report.trend.direction && report.trend.previousDate
              ? copy.trendText(
                  report.trend.delta,
                  report.trend.direction,
                  formatDateTimeLong(report.trend.previousDate),
                )
              : copy.firstReport}
          </p>
        </div>
      </div>
      <OrganicTrafficSection organic={organic} copy={reportsContent.organic} />
      <Section title={copy.issuesHeading}>
        {report.topIssues.length === 0 ? (
          <p>{copy.noIssues}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="report-issues">
            {report.topIssues.map((issue) => (
              <ReportIssueItem key={issue.auditId} issue={issue} siteUrl={report.siteUrl} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={copy.recommendationsHeading}>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {report.recommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </Section>
      {report.kind === "checklist" ? (
        <p className="rounded-lg bg-secondary p-4 text-sm" data-testid="report-plan-rule">
          {reportsContent.planRule}
        </p>
      ) : (
        <>
          <Section title={copy.pagesToImproveHeading}>
            <ul className="flex flex-col gap-1 text-sm">
              {report.pagesToImprove.map((page) => (
                <li key={page.url} className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0 break-all">{page.title ?? page.url}</span>
                  <span className="font-semibold">{page.score}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={copy.keywordsHeading}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    {copy.keywordColumns.keyword}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {copy.keywordColumns.title}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {copy.keywordColumns.heading}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {copy.keywordColumns.url}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.keywordChecks.map((check) => (
                  <tr key={check.keyword} className="border-b">
                    <th scope="row" className="py-2 font-medium">
                      {check.keyword}
                    </th>
                    <td>{yesNo(check.inTitle)}</td>
                    <td>{yesNo(check.inHeading)}</td>
                    <td>{yesNo(check.inUrl)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title={copy.pagesHeading}>
            <ul className="flex flex-col gap-1 text-sm">
              {report.pages.map((page) => (
                <li key={page.url} className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0 break-all">{page.url}</span>
                  <span>{page.error ? copy.unreachable : (page.score ?? "–")}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </article>
  );
}
