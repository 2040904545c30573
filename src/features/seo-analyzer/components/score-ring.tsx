import { scoreBand, type ScoreBand } from "@contract/analyzer";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import { cn } from "@/lib/utils";

const BAND_STYLES = {
  good: "border-green-600 text-green-800 bg-green-50",
  average: "border-yellow-500 text-yellow-900 bg-yellow-50",
  poor: "border-red-600 text-red-800 bg-red-50",
} as const;

/**
 * A score with its colour band (docs/product.md §8: ≥ 80 green, ≥ 60 yellow, else red), named in text too.
 * `band` overrides the score's own band (the page verdict, see pageVerdict).
 */
export function ScoreRing({
  score,
  label,
  band: verdict,
}: {
  score: number | null;
  label: string;
  band?: ScoreBand;
}) {
  const band = score === null ? null : (verdict ?? scoreBand(score));
  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          "flex size-20 shrink-0 items-center justify-center rounded-full border-4 text-2xl font-bold",
          band ? BAND_STYLES[band] : "border-muted text-muted-foreground",
        )}
        data-band={band ?? "none"}
      >
        {score ?? "–"}
      </div>
      <div>
        <p className="font-semibold">{label}</p>
        <p className="text-sm text-muted-foreground">
          {band ? `${copy.bands[band]} (${score}/100)` : copy.notMeasured}
        </p>
      </div>
    </div>
  );
}
