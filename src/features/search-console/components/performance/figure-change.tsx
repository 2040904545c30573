import { searchPerformanceContent } from "@/content/search-performance";
import { formatChangeAmount } from "@/lib/format-performance";
import { cn } from "@/lib/utils";

const copy = searchPerformanceContent.change;

export type ChangeKind = "percent" | "points" | "places";

/**
 * A change against the 28 days before: an arrow and the amount for the eye, a full sentence for
 * screen readers. `value` is positive when the figure got better (more clicks, a higher place).
 */
export function FigureChange({ value, kind }: { value: number | null; kind: ChangeKind }) {
  if (value === null) {
    return (
      <span className="text-xs text-muted-foreground">
        <span aria-hidden="true">{copy.noComparison}</span>
        <span className="sr-only">{copy.noComparisonSpoken}</span>
      </span>
    );
  }
  const amount = formatChangeAmount(value);
  if (amount === formatChangeAmount(0)) {
    return (
      <span className="text-xs text-muted-foreground">
        <span aria-hidden="true">{copy.unchanged}</span>
        <span className="sr-only">{copy.unchangedSpoken}</span>
      </span>
    );
  }
  const up = value > 0;
  const shown =
    kind === "percent" ? `${amount}%` : kind === "points" ? copy.points(amount) : amount;
  const spoken =
    kind === "percent"
      ? copy.percentSpoken(`${amount}%`, up)
      : kind === "points"
        ? copy.pointsSpoken(amount, up)
        : copy.placesSpoken(amount, up);
  return (
    <span
      className={cn(
        "whitespace-nowrap text-xs font-medium",
        up ? "text-emerald-700" : "text-destructive",
      )}
    >
      <span aria-hidden="true">
        {up ? "↑" : "↓"} {shown}
      </span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
