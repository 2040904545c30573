import type { AnalysisResult, CategoryKey } from "@contract/analyzer";
import { pageVerdict, scoreBand } from "@contract/analyzer";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import { renderCodeSpans } from "@/lib/render-code-spans";
import type { AnalysisUpdate, PageSpeedProgress } from "../api/run-analysis";
import { formatBytes, formatDuration } from "../format";
import { ScoreRing } from "./score-ring";

const CATEGORY_METRIC: Record<CategoryKey, keyof AnalysisResult["metrics"]> = {
  seo: "seoScore",
  performance: "performanceScore",
  accessibility: "accessibilityScore",
  bestPractices: "bestPracticesScore",
};

const TYPE_VARIANT = { critical: "danger", warning: "warning", info: "secondary" } as const;
const BAND_TEXT = { good: "text-green-800", average: "text-yellow-900", poor: "text-red-800" };

function pageSpeedNote(progress: PageSpeedProgress, result: AnalysisResult): string | null {
  if (progress === "pending") return copy.progressPageSpeed;
  if (progress === "too-slow") return copy.pageSpeedTooSlow;
  if (progress === "failed") return copy.pageSpeedFailed(result.pagespeed.error ?? "");
  if (progress === "unavailable") return copy.pageSpeedUnavailable;
  return null;
}

/** The analysis result (docs/product.md §8): overall score, categories, issues, advice, load time and size. */
export function AnalysisResultCard({ update }: { update: AnalysisUpdate }) {
  const { result, pageSpeed } = update;
  const note = pageSpeedNote(pageSpeed, result);
  return (
    <Card data-testid="analysis-result">
      <CardHeader>
        <CardTitle>{copy.resultHeading}</CardTitle>
        <p className="break-all text-sm text-muted-foreground">
          {copy.analysedPage}: {result.finalUrl}
        </p>
        {result.cached && <p className="text-sm text-muted-foreground">{copy.cachedNote}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <ScoreRing
          score={result.overallScore}
          band={
            result.overallScore === null
              ? undefined
              : pageVerdict(result.overallScore, result.issues)
          }
          label={copy.overallLabel}
        />

        <div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {(Object.keys(CATEGORY_METRIC) as CategoryKey[]).map((key) => {
              const score = result.metrics[CATEGORY_METRIC[key]] as number | null;
              const source = result.source[key];
              return (
                <div key={key} className="rounded-md border p-3" data-testid={`category-${key}`}>
                  <dt className="text-sm font-medium">{copy.categories[key]}</dt>
                  <dd
                    className={`mt-1 text-2xl font-bold ${score === null ? "text-base font-normal text-muted-foreground" : BAND_TEXT[scoreBand(score)]}`}
                  >
                    {score ?? (pageSpeed === "pending" ? copy.measuring : copy.notMeasured)}
                  </dd>
                  {source && (
                    <dd className="text-xs text-muted-foreground">{copy.sources[source]}</dd>
                  )}
                </div>
              );
            })}
          </dl>
          {note && (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="pagespeed-note">
              {note}
            </p>
          )}
        </div>

        <section aria-labelledby="analysis-issues">
          <h3 id="analysis-issues" className="text-lg font-semibold">
            {copy.issuesHeading}
          </h3>
          {result.issues.length === 0 ? (
            <p className="mt-2 text-sm">{copy.noIssues}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {result.issues.map((issue) => (
                // A grid keeps the reading order (type, text, impact) while on a phone both
                // badges share the first row and the text gets the full width of the second.
                <li
                  key={issue.auditId}
                  className="grid grid-cols-[auto_auto_1fr] items-start gap-x-2 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto]"
                >
                  <Badge
                    variant={TYPE_VARIANT[issue.type]}
                    className="col-start-1 row-start-1 justify-self-start"
                  >
                    {copy.issueTypes[issue.type]}
                  </Badge>
                  <span className="col-span-3 row-start-2 min-w-0 [overflow-wrap:anywhere] sm:col-span-1 sm:col-start-2 sm:row-start-1">
                    {issue.text}
                    {issue.why && <span className="block text-muted-foreground">{issue.why}</span>}
                  </span>
                  <Badge
                    variant="outline"
                    className="col-start-2 row-start-1 justify-self-start whitespace-nowrap sm:col-start-3"
                  >
                    {copy.impactLabel(issue.impact)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="analysis-recommendations">
          <h3 id="analysis-recommendations" className="text-lg font-semibold">
            {copy.recommendationsHeading}
          </h3>
          {result.recommendations.length === 0 ? (
            <p className="mt-2 text-sm">{copy.noRecommendations}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere]">
              {result.recommendations.map((text) => (
                <li key={text}>{renderCodeSpans(text)}</li>
              ))}
            </ul>
          )}
        </section>

        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-muted-foreground">
              {result.loadTimeSource
                ? copy.loadTimeLabel[result.loadTimeSource]
                : copy.loadTimeFallbackLabel}
            </dt>
            <dd className="font-semibold" data-testid="load-time">
              {result.loadTime === null ? copy.unknown : formatDuration(result.loadTime)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {result.pageSizeSource
                ? copy.pageSizeLabel[result.pageSizeSource]
                : copy.pageSizeFallbackLabel}
            </dt>
            <dd className="font-semibold" data-testid="page-size">
              {result.pageSize === null ? copy.unknown : formatBytes(result.pageSize)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
