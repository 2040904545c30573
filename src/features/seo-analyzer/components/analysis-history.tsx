import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/ui/card";
import { seoAnalyzerContent } from "@/content/seo-analyzer";
import { formatDateTimeLong } from "@/lib/format";
import { seoAnalyzerKeys, useAnalysisHistory } from "../api/analysis-history";
import type { AnalysisUpdate } from "../api/run-analysis";
import { analysisChunk } from "../chunk";
import { AnalyzerForm } from "./analyzer-form";

const copy = seoAnalyzerContent.history;

/** /seo-helper: the signed-in customer's stored analyses, each openable as its result card. */
export function AnalysisHistory() {
  const history = useAnalysisHistory();
  const [opened, setOpened] = useState<{ id: string; update?: AnalysisUpdate; error?: string }>();

  async function open(id: string) {
    setOpened({ id });
    try {
      const chunk = await analysisChunk.load();
      const result = await chunk.fetchAnalysis(id);
      setOpened({ id, update: { result, pageSpeed: result.pagespeed.status } });
    } catch (error) {
      setOpened({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const ResultCard = analysisChunk.loaded()?.AnalysisResultCard;
  return (
    <RegionCard title={copy.heading} description={copy.intro}>
      {history.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{copy.error}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : history.data.analyses.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="divide-y" data-testid="analysis-history">
          {history.data.analyses.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium">{item.finalUrl}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDateTimeLong(item.analyzedAt)}
                </p>
              </div>
              <p className="text-sm">
                {copy.scoreLabel}:{" "}
                <strong>{item.overallScore ?? seoAnalyzerContent.notMeasured}</strong>
              </p>
              <Button variant="outline" size="sm" onClick={() => void open(item.id)}>
                {copy.open}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <div className="mt-6" aria-live="polite">
          {opened.error ? (
            <p role="alert">{opened.error}</p>
          ) : opened.update && ResultCard ? (
            <ResultCard update={opened.update} />
          ) : (
            <p role="status">{copy.opening}</p>
          )}
        </div>
      )}
    </RegionCard>
  );
}

/** /seo-helper's analyzer: the same form, and each new analysis refreshes the history. */
export function SignedInAnalyzer() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: seoAnalyzerKeys.history() }),
    [queryClient],
  );
  return (
    <RegionCard title={seoAnalyzerContent.title} description={seoAnalyzerContent.intro}>
      <AnalyzerForm onResult={refresh} />
    </RegionCard>
  );
}
