import { ANALYZER_LIMITS, type AnalysisResult } from "@contract/analyzer";
import { fetchAnalysis } from "./fetch-analysis";
import { postAnalysis } from "./post-analysis";

export type PageSpeedProgress = "unavailable" | "pending" | "done" | "failed" | "too-slow";

export interface AnalysisUpdate {
  result: AnalysisResult;
  pageSpeed: PageSpeedProgress;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/**
 * Analyses `url`: reports the fast result at once, then polls while PageSpeed Insights runs and
 * reports its outcome; gives up polling after ANALYZER_LIMITS.maxPollMs ("too-slow"). Throws
 * AnalysisError when the first call fails. Stops quietly when `signal` aborts.
 */
export async function runAnalysis(
  url: string,
  onUpdate: (update: AnalysisUpdate) => void,
  signal: AbortSignal,
): Promise<void> {
  let result = await postAnalysis(url);
  // A visitor's key to poll this analysis; a signed-in customer polls with their session.
  const readToken = result.readToken;
  if (signal.aborted) return;
  onUpdate({ result, pageSpeed: result.pagespeed.status });
  const started = Date.now();
  while (result.pagespeed.status === "pending") {
    if (Date.now() - started >= ANALYZER_LIMITS.maxPollMs) {
      onUpdate({ result, pageSpeed: "too-slow" });
      return;
    }
    await wait(ANALYZER_LIMITS.pollIntervalMs, signal);
    if (signal.aborted) return;
    try {
      result = await fetchAnalysis(result.id, readToken);
    } catch {
      // One failed poll (a network blip) is not the end: try again on the next tick.
      continue;
    }
    if (signal.aborted) return;
    if (result.pagespeed.status !== "pending")
      onUpdate({ result, pageSpeed: result.pagespeed.status });
  }
}
