import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import type { AnalysisUpdate } from "../api/run-analysis";
import { analysisChunk } from "../chunk";
import { prepareAnalysisUrl } from "../model";

export type AnalyzerState =
  { phase: "idle" } | { phase: "analysing" } | { phase: "result"; update: AnalysisUpdate };

/**
 * The analyzer's states (docs/product.md §4): idle → analysing → a result (then updated once the full
 * Lighthouse measurement arrives) or an error toast. The typed address is kept in every state.
 */
export function useSiteAnalysis(onResult?: () => void) {
  const [url, setUrl] = useState("");
  const [state, setState] = useState<AnalyzerState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const analyse = useCallback(async () => {
    const target = prepareAnalysisUrl(url);
    if (!target) {
      toast({
        variant: "destructive",
        title: copy.invalidUrlTitle,
        description: copy.invalidUrlText(copy.exampleHost),
      });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "analysing" });
    try {
      const chunk = await analysisChunk.load().catch(() => {
        throw new Error(copy.networkError);
      });
      let first = true;
      await chunk.runAnalysis(
        target,
        (update) => {
          setState({ phase: "result", update });
          if (!first) return;
          first = false;
          onResult?.();
          const score = update.result.overallScore;
          toast({
            variant: "success",
            title: copy.successTitle,
            ...(score === null ? {} : { description: copy.successText(score) }),
          });
        },
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: "idle" });
      const message = error instanceof Error ? error.message : String(error);
      toast({
        variant: "destructive",
        title: copy.failureTitle,
        description: copy.failureText(message),
      });
    }
  }, [url, onResult]);

  return { url, setUrl, state, analyse, warmUp: () => void analysisChunk.load().catch(() => {}) };
}
