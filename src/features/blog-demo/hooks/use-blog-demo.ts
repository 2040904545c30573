import { useCallback, useEffect, useRef, useState } from "react";
import { generateArticle } from "../generate-article";
import {
  BLOG_DEMO_DURATION_MS,
  BLOG_DEMO_PROGRESS_TICK_MS,
  type DemoArticle,
  type RandomSource,
} from "../model";

export type BlogDemoState =
  | { phase: "idle" }
  | { phase: "generating"; elapsedMs: number }
  | { phase: "result"; article: DemoArticle };

/**
 * The blog demo (docs/contracts/product-rules.md §3): idle -> generating (a fixed, simulated 4 s) ->
 * result. No call is made; the article is assembled in the browser and only revealed when the 4 s are over.
 */
export function useBlogDemo(random: RandomSource) {
  const [state, setState] = useState<BlogDemoState>({ phase: "idle" });
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const done = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimers = useCallback(() => {
    clearInterval(tick.current);
    clearTimeout(done.current);
  }, []);

  // Pending timers must not fire into an unmounted component.
  useEffect(() => stopTimers, [stopTimers]);

  const generate = useCallback(
    (topic: string) => {
      stopTimers();
      const article = generateArticle(topic, { random });
      // Progress follows the clock rather than counting ticks: background tabs throttle intervals.
      const startedAt = Date.now();
      setState({ phase: "generating", elapsedMs: 0 });
      tick.current = setInterval(() => {
        const elapsedMs = Date.now() - startedAt;
        setState((current) =>
          current.phase === "generating" ? { phase: "generating", elapsedMs } : current,
        );
      }, BLOG_DEMO_PROGRESS_TICK_MS);
      done.current = setTimeout(() => {
        stopTimers();
        setState({ phase: "result", article });
      }, BLOG_DEMO_DURATION_MS);
    },
    [random, stopTimers],
  );

  const reset = useCallback(() => {
    stopTimers();
    setState({ phase: "idle" });
  }, [stopTimers]);

  return { state, generate, reset };
}
