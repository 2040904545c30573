import { figuresFor, useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";

export type ChangeKind = "percent" | "points" | "places";

/**
 * A change against the 28 days before: an arrow and the amount for the eye, a full sentence for
 * screen readers. `value` is positive when the figure got better (more clicks, a higher place).
 */
export function FigureChange({ value, kind }: { value: number | null; kind: ChangeKind }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance.change" });
  const figures = figuresFor(useLocale());
  if (value === null) {
    return (
      <span className="text-xs text-muted-foreground">
        <span aria-hidden="true">{t("noComparison")}</span>
        <span className="sr-only">{t("noComparisonSpoken")}</span>
      </span>
    );
  }
  const amount = figures.changeAmount(value);
  if (amount === figures.changeAmount(0)) {
    return (
      <span className="text-xs text-muted-foreground">
        <span aria-hidden="true">{t("unchanged")}</span>
        <span className="sr-only">{t("unchangedSpoken")}</span>
      </span>
    );
  }
  const up = value > 0;
  const shown =
    kind === "percent" ? `${amount}%` : kind === "points" ? t("points", { amount }) : amount;
  const spoken =
    kind === "percent"
      ? t(up ? "percentUp" : "percentDown", { amount: `${amount}%` })
      : kind === "points"
        ? t(up ? "pointsUp" : "pointsDown", { amount })
        : t(up ? "placesUp" : "placesDown", { amount });
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
