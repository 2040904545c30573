import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { blogDemoContent as content } from "@/content/blog-demo";
import { cn } from "@/lib/utils";
import { progressAt, stageAt } from "../model";

/** Progress bar plus the list of stages; the time split is fake, the 4 s total is the product rule's. */
export function GenerationProgress({ elapsedMs }: { elapsedMs: number }) {
  const progress = progressAt(elapsedMs);
  const stageIndex = stageAt(elapsedMs, content.stages.length);
  const stage = content.stages[stageIndex];
  return (
    <div className="mt-8 rounded-lg border bg-card p-6 shadow-sm">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold">
          {content.stageCounter(stageIndex + 1, content.stages.length)}: {stage}
        </p>
        <p className="tabular-nums text-muted-foreground" aria-hidden="true">
          {progress}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={content.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% – ${stage}`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
      </div>
      <ol className="mt-5 grid gap-2 text-sm sm:grid-cols-2">
        {content.stages.map((label, index) => {
          const status = index < stageIndex ? "done" : index === stageIndex ? "current" : "pending";
          return (
            <li
              key={label}
              aria-current={status === "current" ? "step" : undefined}
              className={cn(
                "flex items-center gap-2",
                status === "pending" ? "text-muted-foreground" : "text-foreground",
                status === "current" && "font-semibold",
              )}
            >
              {status === "done" && (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              )}
              {status === "current" && (
                <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
              )}
              {status === "pending" && <Circle className="size-4 shrink-0" aria-hidden="true" />}
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
