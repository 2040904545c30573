import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/ui/card";
import { formatDayInAmsterdam, useLocale, useT } from "@/i18n";
import { useAnalysisHistory } from "../api/get-analysis-history";
import { seoAnalyzerKeys } from "../api/query-keys";
import type { AnalysisUpdate } from "../api/run-analysis";
import { analysisChunk } from "../chunk";
import { AnalyzerForm } from "./analyzer-form";

/** /seo-helper: the signed-in customer's stored analyses, each openable as its result card. */
export function AnalysisHistory() {
  const { t } = useT("analyzer", { keyPrefix: "history" });
  const locale = useLocale();
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
    <RegionCard title={t("heading")} description={t("intro")}>
      {history.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : history.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t("error")}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : history.data.analyses.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="divide-y" data-testid="analysis-history">
          {history.data.analyses.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium">{item.finalUrl}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDayInAmsterdam(item.analyzedAt, locale)}
                </p>
              </div>
              <p className="text-sm">
                {t("scoreLabel")}: <strong>{item.overallScore ?? t("notMeasured")}</strong>
              </p>
              <Button variant="outline" size="sm" onClick={() => void open(item.id)}>
                {t("open")}
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
            <p role="status">{t("opening")}</p>
          )}
        </div>
      )}
    </RegionCard>
  );
}

/**
 * /seo-helper's analyzer: the same form, and each new analysis refreshes the history. The form and
 * its result card are shared with the public home page, so their words stay Dutch.
 */
export function SignedInAnalyzer() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: seoAnalyzerKeys.history() }),
    [queryClient],
  );
  const { t } = useT("analyzer");
  return (
    <RegionCard title={t("title")} description={t("intro")}>
      <AnalyzerForm onResult={refresh} />
    </RegionCard>
  );
}
